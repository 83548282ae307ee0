import { formatCount } from '../format';
import { PostDialog } from '../dialogs/PostDialog';
import { LengthCounter, lengthLevel } from '../LengthCounter';
import { MODAL_SOFT_LIMIT, POST_LIMIT } from '../limits';
import { COMPOSER_PROMPT } from './Composer';
import { ComposerFields } from './ComposerFields';
import { useComposer } from './useComposer';

/**
 * Create New Post, opened by the floating button. Its counter shows x/2000 as the spec's modal
 * does, but that is a length to aim for: the post limit is still 5,000 (red past it).
 */
export default function ComposerModal({ onClose }: { onClose: () => void }) {
  const composer = useComposer({ onPosted: onClose });
  const length = composer.text.length;
  return (
    <PostDialog title="Create New Post" onClose={onClose}>
      <ComposerFields
        composer={composer}
        placeholder={COMPOSER_PROMPT}
        rows={6}
        autoFocus
        counter={(id) => (
          <LengthCounter id={id} level={lengthLevel(length, MODAL_SOFT_LIMIT, POST_LIMIT)}>
            {formatCount(length)}/{formatCount(MODAL_SOFT_LIMIT)}
          </LengthCounter>
        )}
      />
    </PostDialog>
  );
}
