import { LengthCounter, lengthLevel } from '../LengthCounter';
import { MODAL_LIMIT, MODAL_WARN_AT } from '../limits';
import { COMPOSER_PROMPT } from './Composer';
import { ComposerFields } from './ComposerFields';
import { useComposer } from './useComposer';
import { formatCount } from '../../../lib/format';
import { DialogFrame } from '../../../components/DialogFrame';

/**
 * Create New Post, opened by the floating button: at most 2,000 characters, as its counter says
 * (SPEC §5); Post is disabled past it. The inline composer takes the full 5,000.
 */
export default function ComposerModal({ onClose }: { onClose: () => void }) {
  const composer = useComposer({ onPosted: onClose, limit: MODAL_LIMIT });
  const length = composer.text.length;
  return (
    <DialogFrame title="Create New Post" onClose={onClose}>
      <ComposerFields
        composer={composer}
        placeholder={COMPOSER_PROMPT}
        rows={6}
        autoFocus
        counter={(id) => (
          <LengthCounter id={id} level={lengthLevel(length, MODAL_WARN_AT, MODAL_LIMIT)}>
            {formatCount(length)}/{formatCount(MODAL_LIMIT)}
          </LengthCounter>
        )}
      />
    </DialogFrame>
  );
}
