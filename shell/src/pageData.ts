/** Id of the script element that carries a prerendered page's data (written by the job, read at hydration). */
export const pageDataId = 'page-data';
