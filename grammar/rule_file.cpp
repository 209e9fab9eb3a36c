// The one translation unit that compiles the `.rf` grammar: it includes the
// definition and instantiates the top rule for the iterator and context types
// of config.hpp, so other files only need rule_file.hpp.
#include "config.hpp"
#include "rule_file_def.hpp"

namespace rfsat::parser::grammar {

BOOST_SPIRIT_INSTANTIATE(rule_file_type, iterator_type, context_type)

}  // namespace rfsat::parser::grammar
