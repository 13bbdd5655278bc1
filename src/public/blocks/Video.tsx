/** Block video: its player is an island (video/VideoPlayer.tsx), which hydrates when it comes into view. */
import type { BlockData } from '../block-list/block-data.ts';
import { VideoIsland } from '../islands/parts.tsx';

export default function Video({ data }: { data: BlockData<'video'> }) {
  return <VideoIsland data={data} />;
}
