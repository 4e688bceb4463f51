// GET /wp-json/wp/v2/posts/{id}: one published post; 404 rest_post_invalid_id otherwise, as WordPress answers.
import { cachedPost } from '@/lib/wordpress/cached'
import { oneItemRoute } from '../../oneItem'

export const GET = oneItemRoute((id, query) => cachedPost(id, { lang: query.lang, _embed: query._embed }))
