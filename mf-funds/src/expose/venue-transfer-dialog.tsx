import '../messages';
import { VenueTransferDialog } from '../features/venue-transfer/venue-transfer-dialog';

/** The venue transfer-in dialog the host mounts once as a widget; it opens itself from the bus. */
export default VenueTransferDialog;
