import { emergencyPostsPage } from '@/components/news/EmergencyPostsPage'

/** Long emergency articles in full, newest first. */
const route = emergencyPostsPage('full')
export const generateMetadata = route.generateMetadata
export default route.EmergencyPosts
