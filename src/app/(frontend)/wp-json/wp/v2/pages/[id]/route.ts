// GET /wp-json/wp/v2/pages/{id}: one published page; 404 rest_post_invalid_id otherwise, as WordPress answers.
import { cachedPage } from '@/lib/wordpress/cached'
import { oneItemRoute } from '../../oneItem'

export const GET = oneItemRoute((id, query) => cachedPage(id, query.lang))
