/** Editorial series the generated posts are filed under, so 10,000 titles read like a real blog archive. */
export const editorialSeries: readonly string[] = [
  'Field Notes',
  'Case Study',
  'Playbook',
  'Weekly Briefing',
  'Deep Dive',
  'Operator Q&A',
  'Market Watch',
  'Lessons Learned',
];
