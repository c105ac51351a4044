// An async boundary before any shared module is used, so federation can negotiate the
// shared singletons (React, antd, @teamwear/shared…) before they are first imported.
import('./bootstrap');
