// Permanent redirects seeded into the `redirects` collection (SPEC section 2): the variant spellings the
// old menus used and the old Estonian paths. Editors add more in /admin.
export type SeedRedirect = { from: string; to: string }

export const seedRedirects: SeedRedirect[] = [
  // Variant spellings used as menu targets.
  { from: '/services/recylable-waste-purchase', to: '/services/recyclable-waste-purchase' },
  { from: '/faecal-transport', to: '/home-customer/fecal-transport' },
  { from: '/organized-waste', to: '/home-customer/organized-waste' },
  { from: '/big-bag-collecting', to: '/home-customer/big-bag-collecting' },
  { from: '/waste-stations', to: '/home-customer/waste-stations' },
  { from: '/hazardous-waste', to: '/home-customer/hazardous-waste' },
  { from: '/electronic-waste', to: '/services/electronic-waste' },
  { from: '/bulk-material-sale', to: '/services/bulk-material-sale' },
  { from: '/compost', to: '/services/compost' },
  { from: '/take-it-yourself', to: '/construction-waste/take-it-yourself' },
  { from: '/procurement', to: '/about/procurement' },
  { from: '/news', to: '/about/news' },
  { from: '/company', to: '/about/company' },
  { from: '/environment-and-quality', to: '/about/environment-and-quality' },
  { from: '/emergency-notice', to: '/customer-support/emergency-notice' },
  { from: '/next-shipping-day', to: '/customer-support/next-shipping-day' },
  { from: '/unserved-addresses', to: '/customer-support/unserved-addresses' },
  { from: '/faq', to: '/customer-support/faq' },
  { from: '/instructions', to: '/customer-support/instructions' },
  { from: '/price-lists', to: '/customer-support/price-lists' },
  { from: '/contact', to: '/customer-support/contact' },
  { from: '/personal-data-processing', to: '/customer-support/personal-data-processing' },
  // Old Estonian-site paths.
  { from: '/services/hazardous-waste', to: '/home-customer/hazardous-waste' },
  { from: '/home-customer/rental-construction-waste-containers', to: '/construction-waste/collect-transport-waste' },
  { from: '/services/faecal-transport', to: '/home-customer/fecal-transport' },
  // The spec sends this to /avaleht/news, the old Estonian home's news; its page now lives at /about/news.
  { from: '/customer-support/news', to: '/about/news' },
  { from: '/avaleht/news', to: '/about/news' },
  { from: '/construction-waste/big-bag-bag', to: '/home-customer/big-bag-collecting' },
]
