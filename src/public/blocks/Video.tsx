/** Block video: its player is an island (video/VideoPlayer.tsx), which hydrates when it comes into view. */
import type { BlockDataByType } from '../../../generated/blocks.ts';
import { VideoIsland } from '../islands/parts.tsx';

export default function Video({ data }: { data: BlockDataByType['video'] }) {
  return <VideoIsland data={data} />;
}
