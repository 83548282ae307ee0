import { HStack, IconButton, Stack, Textarea } from '@chakra-ui/react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useDraft } from '../offline/drafts';
import { SendIcon } from '../../components/icons';
import { LengthCounter, lengthLevel } from '../posts/LengthCounter';
import { formatCount } from '../../lib/format';

/** The api's limit on one message (trimmed). */
export const MESSAGE_MAX_LENGTH = 2000;
/** The counter appears this close to the limit. */
const COUNTER_FROM = 1800;

interface MessageComposerProps {
  /** Sends; a rejection puts the text back for another try. */
  onSend: (content: string) => Promise<void>;
  recipient: string;
  /** Where the unsent text is kept (drafts survive going offline and a reload). */
  draftName: string;
}

/** Text and a send button; Enter sends (Shift+Enter starts a new line); empty or too long can't be sent. */
export function MessageComposer({ onSend, recipient, draftName }: MessageComposerProps) {
  const [text, setText] = useDraft(draftName);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const content = text.trim();
  const canSend = content.length > 0 && content.length <= MESSAGE_MAX_LENGTH && !sending;

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    setSending(true);
    setText('');
    try {
      await onSend(content);
    } catch {
      setText(text); // refused: the text comes back for another try
    } finally {
      setSending(false);
      field.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Stack as="form" onSubmit={(event: FormEvent) => void send(event)} gap="1" px="3" py="2.5" borderTopWidth="1px" bg="bg">
      <HStack gap="2" align="flex-end">
        <Textarea
          ref={field}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={`Message ${recipient}`}
          aria-label="Message"
          autoresize
          rows={1}
          maxH="32"
          resize="none"
          rounded="2xl"
          bg="bg.subtle"
          aria-describedby={text.length >= COUNTER_FROM ? 'message-length' : undefined}
        />
        <IconButton type="submit" aria-label="Send message" colorPalette="brand" rounded="full" disabled={!canSend} loading={sending}>
          <SendIcon />
        </IconButton>
      </HStack>
      {text.length >= COUNTER_FROM && (
        <HStack justify="flex-end" pe="12">
          <LengthCounter id="message-length" level={lengthLevel(content.length, 1900, MESSAGE_MAX_LENGTH)}>
            {formatCount(content.length)}/{formatCount(MESSAGE_MAX_LENGTH)}
          </LengthCounter>
        </HStack>
      )}
    </Stack>
  );
}
