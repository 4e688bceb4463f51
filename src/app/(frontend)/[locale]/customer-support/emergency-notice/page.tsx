import { emergencyPostsPage } from '@/components/news/EmergencyPostsPage'

/** Dated notices, newest first. */
const route = emergencyPostsPage({
  path: '/customer-support/emergency-notice',
  namespace: 'content.emergencyNotice',
  show: 'list',
})
export const generateMetadata = route.generateMetadata
export default route.EmergencyPosts
