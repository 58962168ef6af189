import { byGoal } from '../content/byGoal';
import { SolutionPage } from './SolutionPage';

export default function ByGoalPage() {
  return <SolutionPage content={byGoal} />;
}
