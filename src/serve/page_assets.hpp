// The page's files (src/serve/page/: index.html, page.css, page.js),
// compiled into the executable by embed_page.cmake (a generated .cpp of
// raw string literals), so `rfsat serve` needs no files and no network.
#pragma once

#include <optional>
#include <string_view>

namespace rfsat::serve {

struct PageAsset {
  std::string_view body;
  std::string_view content_type;
};

// The file a GET of `target` asks for ("/" is index.html); nullopt: none.
std::optional<PageAsset> page_asset(std::string_view target);

}  // namespace rfsat::serve
