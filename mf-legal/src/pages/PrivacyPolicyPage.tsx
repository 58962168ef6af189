import { LegalDocumentPage } from '../components/LegalDocumentPage';
import { privacyPolicy } from '../content/privacyPolicy';

export default function PrivacyPolicyPage() {
  return <LegalDocumentPage document={privacyPolicy} />;
}
