import { ReportDialog } from '../../moderation/ReportDialog';

export function ReportPostDialog({ post, onClose }: { post: { id: string }; onClose: () => void }) {
  return <ReportDialog contentType="post" contentId={post.id} onClose={onClose} />;
}
