// Text for XML 1.0 documents: the SVG pictures (src/render/svg.cpp) and the
// JUnit reports (src/solve/report_check.cpp). Entry point: xml_escape().
// The five predefined entities (XML 1.0, section 4.6) are written for their
// characters in text and in attribute values alike; control characters other
// than tab, line feed and carriage return cannot appear in an XML 1.0
// document at all (section 2.2), so they are dropped or marked.
#pragma once

#include <string>
#include <string_view>

namespace rfsat::text {

// What becomes of a control character XML 1.0 does not allow.
enum class XmlControl {
  drop,  // left out (a picture's label)
  mark,  // written as '?' (a report says where something was)
};

std::string xml_escape(std::string_view text, XmlControl control);

}  // namespace rfsat::text
