// POST /api/agencies/{id}/phone (./phone.ts).
import { revealPhoneRoute } from './phone';

export default revealPhoneRoute('agency');
