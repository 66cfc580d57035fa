import '../setup';
import { useParams } from 'react-router-dom';
import { GameFrame } from '../features/game-frame/game-frame';

/** /game/:info (login required): the game url, encoded in the path, in an embedded frame. */
export default function GamePage({ info }: { info?: string }) {
  const params = useParams();
  return <GameFrame info={info ?? params.info} />;
}
