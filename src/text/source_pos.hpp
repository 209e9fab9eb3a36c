// A place in a source text: 1-based line and column, 0 for unknown. Every
// stage reports against it (parse and reader errors, the origin of each
// model::Constraint), so it lives here, free of Spirit and of the AST; the
// AST names it ast::SourcePos. src/text/ is in namespace rfsat itself: its
// three headers are the vocabulary every stage shares.
//
//   rfsat::SourcePos at{7, 10};   // line 7, column 10
#pragma once

namespace rfsat {

struct SourcePos {
  int line = 0;
  int column = 0;
};

}  // namespace rfsat
