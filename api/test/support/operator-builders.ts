/** A profile with every field the spec requires (ready for invitations). */
export const COMPLETE_PROFILE = {
  fullName: 'Dana Demo',
  title: 'Head of Sales',
  company: 'Acme',
  location: 'San Francisco',
  linkedinUrl: 'https://linkedin.com/in/dana',
  websiteUrl: 'acme.com',
  email: 'dana@acme.com',
  introMessage: 'I help revenue teams forecast.',
  prospectsDescription: 'VPs of Sales at mid-size SaaS companies',
  targetProspects: ['Stripe', ' Notion '],
  productSummary: 'Pipeline analytics',
  productDescription: 'Shows which deals will close.',
  useCases: ['Forecasting'],
  customers: ['Figma'],
};
