import { LegalDocumentPage } from '../components/LegalDocumentPage';
import { termsAndConditions } from '../content/termsAndConditions';

export default function TermsAndConditionsPage() {
  return <LegalDocumentPage document={termsAndConditions} />;
}
