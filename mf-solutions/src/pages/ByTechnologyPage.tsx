import { byTechnology } from '../content/byTechnology';
import { SolutionPage } from './SolutionPage';

export default function ByTechnologyPage() {
  return <SolutionPage content={byTechnology} />;
}
