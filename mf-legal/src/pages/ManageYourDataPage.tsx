import { LegalDocumentPage } from '../components/LegalDocumentPage';
import { manageYourData } from '../content/manageYourData';

export default function ManageYourDataPage() {
  return <LegalDocumentPage document={manageYourData} />;
}
