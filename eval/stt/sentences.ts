/** What founders say in a practice pitch: the synthetic half of the speech-recognition evaluation. */
export const FOUNDER_SENTENCES = [
  "We help independent dental clinics fill cancelled appointments by text message.",
  "We have thirty eight paying customers and twenty one thousand dollars in monthly revenue.",
  "Our revenue is growing twenty percent month over month.",
  "We are raising a two million dollar seed round to hire four engineers.",
  "The market is about four billion dollars a year in the United States.",
  "Our main competitors are built for large hospital groups, not small practices.",
  "My cofounder ran operations at a dental group for six years.",
  "We charge forty nine dollars per seat per month.",
  "Customers stay with us because the product saves their front desk two hours a day.",
  "Cameras became cheap enough in the last two years, which is why this works now.",
];
