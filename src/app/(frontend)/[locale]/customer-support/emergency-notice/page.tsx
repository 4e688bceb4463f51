import { emergencyPostsPage } from '@/components/news/EmergencyPostsPage'

/** Dated notices, newest first. */
const route = emergencyPostsPage('list')
export const generateMetadata = route.generateMetadata
export default route.EmergencyPosts
