// The `rfsat` Python module (pybind11): rfsat.load() gives a Puzzle whose
// methods call the same services as the CLI's commands (puzzle_solve.hpp,
// puzzle_outputs.hpp); long work runs with the GIL released and stops on
// Ctrl-C (interruptible.hpp). Errors: rfsat.Error (a ValueError with
// `line`, `column` and the message rfsat prints) and rfsat.LimitReached.
// This file holds the bindings only. docs/python.md.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>

#include "interruptible.hpp"
#include "loaded_puzzle.hpp"
#include "puzzle_outputs.hpp"
#include "puzzle_solve.hpp"
#include "python_errors.hpp"

namespace py = pybind11;
using namespace rfsat::python;

namespace {

// Never changed after loading: threads share a puzzle freely.
using Shared = std::shared_ptr<LoadedPuzzle>;

// Text as Python str. An input's bytes that are not UTF-8 (a Latin-1
// comment) come back as the surrogates of os.fsdecode, never an error:
// text.encode("utf-8", "surrogateescape") gives the bytes again.
py::str text_of(const std::string& text) {
  return py::reinterpret_steal<py::str>(
      PyUnicode_DecodeUTF8(text.data(), static_cast<Py_ssize_t>(text.size()), "surrogateescape"));
}

py::list texts_of(const std::vector<std::string>& texts) {
  py::list out;
  for (const std::string& t : texts) out.append(text_of(t));
  return out;
}

// JSON text the CLI prints, as Python dicts and lists (the json module).
py::object from_json(const std::string& text) {
  return py::module_::import("json").attr("loads")(text_of(text));
}

void register_errors(py::module_& m) {
  static py::exception<InputError> error(m, "Error", PyExc_ValueError);
  static py::exception<LimitError> limit(m, "LimitReached", PyExc_RuntimeError);
  error.attr("line") = py::none();
  error.attr("column") = py::none();
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const InputError& e) {
      py::object value =
          py::handle(error.ptr())(text_of(e.what()));  // an instance, to set attributes on
      if (e.line > 0) value.attr("line") = e.line;
      if (e.column > 0) value.attr("column") = e.column;
      PyErr_SetObject(error.ptr(), value.ptr());
    } catch (const LimitError& e) {
      PyErr_SetObject(limit.ptr(), text_of(e.what()).ptr());
    }
  });
}

std::string result_repr(const SolveResult& r) {
  return "<rfsat.Result " + r.verdict_text + ", " + std::to_string(r.count()) + " solution" +
         (r.count() == 1 ? "" : "s") + ">";
}

void bind_result(py::module_& m) {
  py::class_<SolveResult>(m, "Result", "What solve() and check() found.")
      .def_readonly("verdict", &SolveResult::verdict,
                    "'none', 'unique', 'multiple' or 'at_least' (stopped at `count` found)")
      .def_readonly("verdict_text", &SolveResult::verdict_text, "the verdict as rfsat prints it")
      .def_property_readonly("count", &SolveResult::count, "the solutions found")
      .def_readonly("complete", &SolveResult::complete, "the solutions are all there are")
      .def_property_readonly(
          "solutions", [](const SolveResult& r) { return texts_of(r.solutions); },
          "each a string: row-major, one symbol per cell, '.' for holes")
      .def_readonly("seconds", &SolveResult::seconds)
      .def_readonly("matches_input_solution", &SolveResult::matches_input_solution,
                    "unique and the input carries a solution: whether it is that one; else None")
      .def_property_readonly(
          "differs", [](const SolveResult& r) { return text_of(r.differs); },
          "where the carried solution differs from the one found ('' when it does not)")
      .def("__repr__", [](const SolveResult& r) { return text_of(result_repr(r)); });
}

using Time = std::optional<double>;

// A method giving the CLI's JSON of `compute(puzzle, time_limit)` as dicts,
// computed with the GIL released.
template <class Compute>
auto json_of(Compute compute) {
  return [compute](const LoadedPuzzle& p, Time time_limit) {
    return from_json(run_interruptible([&] { return compute(p, time_limit); }));
  };
}

void bind_puzzle(py::module_& m) {
  py::class_<LoadedPuzzle, Shared>(m, "Puzzle", "One puzzle, read and checked: rfsat.load().")
      .def_property_readonly("name", [](const LoadedPuzzle& p) { return text_of(p.name); })
      .def_property_readonly("rows", [](const LoadedPuzzle& p) { return p.model.geometry.rows; })
      .def_property_readonly("columns", [](const LoadedPuzzle& p) { return p.model.geometry.cols; })
      .def_property_readonly("warnings", [](const LoadedPuzzle& p) { return texts_of(p.warnings); })
      .def(
          "solve",
          [](const LoadedPuzzle& p, int count, Time time_limit, int jobs) {
            return run_interruptible([&] { return solve_puzzle(p, count, time_limit, jobs); });
          },
          py::arg("count") = 2, py::arg("time_limit") = py::none(), py::arg("jobs") = 1)
      .def(
          "check",
          [](const LoadedPuzzle& p, Time time_limit, int jobs) {
            return run_interruptible([&] { return solve_puzzle(p, 2, time_limit, jobs); });
          },
          py::arg("time_limit") = py::none(), py::arg("jobs") = 1)
      .def("candidates", json_of(candidates_json), py::arg("time_limit") = py::none())
      .def(
          "explain",
          [](const LoadedPuzzle& p, Time time_limit, bool hint) {
            return from_json(run_interruptible([&] { return explain_json(p, time_limit, hint); }));
          },
          py::arg("time_limit") = py::none(), py::arg("hint") = false)
      .def("grade", json_of(grade_json), py::arg("time_limit") = py::none())
      .def(
          "svg",
          [](const LoadedPuzzle& p, bool solution, bool candidates) {
            return text_of(run_interruptible([&] { return svg(p, solution, candidates); }));
          },
          py::arg("solution") = false, py::arg("candidates") = false)
      .def("_repr_svg_", [](const LoadedPuzzle& p) { return text_of(svg(p, false, false)); })
      .def(
          "convert",
          [](const LoadedPuzzle& p, const std::string& to) { return text_of(convert(p, to)); },
          py::arg("to"))
      .def("dimacs",
           [](const LoadedPuzzle& p) {
             return text_of(run_interruptible([&] { return dimacs(p); }));
           })
      .def_property_readonly("rf", [](const LoadedPuzzle& p) { return text_of(rf_text(p)); })
      .def("__repr__", [](const LoadedPuzzle& p) {
        return text_of("<rfsat.Puzzle " + p.name + ", " + std::to_string(p.model.geometry.rows) +
                       "x" + std::to_string(p.model.geometry.cols) + ">");
      });
}

// A str is a path, a link or text; an os.PathLike is a path.
Shared load_source(const py::object& source, const std::optional<std::string>& format) {
  const bool path = !py::isinstance<py::str>(source);
  // os.fsdecode: a PathLike or bytes path as str; anything else a TypeError.
  const std::string text =
      path ? py::module_::import("os").attr("fsdecode")(source).cast<std::string>()
           : source.cast<std::string>();
  const std::string from = format.value_or("");
  return run_interruptible([&] { return std::make_shared<LoadedPuzzle>(load(text, from, path)); });
}

}  // namespace

PYBIND11_MODULE(rfsat, m) {
  m.doc() = "rfsat: a SAT-backed solver for Sudoku and its variants (docs/python.md)";
  m.attr("__version__") = RFSAT_VERSION;
  register_errors(m);
  bind_result(m);
  bind_puzzle(m);
  m.def("load", &load_source, py::arg("source"), py::arg("format") = py::none(),
        "A puzzle from a path, an f-puzzles or SudokuPad link, or puzzle text; `format` "
        "forces a format (the names of `rfsat solve --from`).");
}
