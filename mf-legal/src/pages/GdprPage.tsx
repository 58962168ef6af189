import { LegalDocumentPage } from '../components/LegalDocumentPage';
import { gdpr } from '../content/gdpr';

export default function GdprPage() {
  return <LegalDocumentPage document={gdpr} />;
}
