/** What the default social card says, beside the brand's name and tagline. */
export const cardAudience = ['Hotels & resorts', 'Vacation rentals', 'Property managers'];

export const cardChat = {
  guest: 'Could we get a late checkout tomorrow?',
  reply: 'Done! Checkout is now 2 pm. Shall I book breakfast in your room too?',
  note: 'Answered in 3 seconds',
};
