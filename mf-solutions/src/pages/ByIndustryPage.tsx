import { byIndustry } from '../content/byIndustry';
import { SolutionPage } from './SolutionPage';

export default function ByIndustryPage() {
  return <SolutionPage content={byIndustry} />;
}
