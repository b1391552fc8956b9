// Replaces, not wraps, the search plugin's SearchPage (the component of its /search/ route): it
// shows nothing for an empty query and searches through a worker that only exists in production
// builds. Ours shares the search dialog's engine and messages.
import SearchResultsPage from '@site/src/components/SearchResultsPage';

export default SearchResultsPage;
