// Python bindings (module hcmodel) of the golden model in the hardware's terms: configuration registers,
// what the node must answer to every register read, router and broadcast request, random
// configurations, and the register map. The cocotb test bench (tb/cocotb/) compares the RTL with them.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <random>

#include "cpp_model/random_config.h"
#include "sim/node/hw_random.h"
#include "sim/node/hw_reference.h"

namespace py = pybind11;
using namespace hc;
using namespace hc::rtl;

PYBIND11_MODULE(hcmodel, m) {
  m.doc() = "The hypercycle golden model in the terms of hc_node's ports and registers (docs/cocotb.md).";

  // Errors of the model (bad hypercycles, nodes out of range) become ValueError.
  py::register_exception<ConfigError>(m, "ConfigError", PyExc_ValueError);
  py::register_exception<RangeError>(m, "RangeError", PyExc_ValueError);

  py::class_<HwConfig>(m, "HwConfig", "The configuration registers as written: r, and per dimension m, rho, own digit.")
      .def(py::init([](int r, std::array<int, kMaxDims> mm, std::array<int, kMaxDims> rho,
                       std::array<int, kMaxDims> own) {
             // Any value the registers can hold, valid or not; none they cannot.
             auto field = [](const char* name, int v, int bits) {
               if (v < 0 || v >= (1 << bits))
                 throw py::value_error(std::string(name) + " = " + std::to_string(v) + " does not fit its " +
                                       std::to_string(bits) + "-bit register field (0.." +
                                       std::to_string((1 << bits) - 1) + ")");
             };
             field("r", r, 3);
             for (size_t i = 0; i < kMaxDims; ++i) {
               const std::string dim = "[" + std::to_string(i) + "]";
               field(("m" + dim).c_str(), mm[i], 4);
               field(("rho" + dim).c_str(), rho[i], 4);
               field(("own" + dim).c_str(), own[i], 4);
             }
             HwConfig c;
             c.r = r, c.m = mm, c.rho = rho, c.own = own;
             return c;
           }),
           py::arg("r"), py::arg("m"), py::arg("rho"), py::arg("own"),
           "Any register values, valid or not (r 3 bits, the others 4 bits; ValueError for a value no register "
           "field holds); lists start at dimension 1.")
      .def_static(
          "of", [](const std::vector<int>& mm, const std::vector<int>& rho, Node node) {
            return HwConfig::of(Hypercycle(mm, rho), node);
          },
          py::arg("m"), py::arg("rho"), py::arg("node"), "The registers of node `node` of G(m; rho).")
      .def_readonly("r", &HwConfig::r)
      .def_readonly("m", &HwConfig::m)
      .def_readonly("rho", &HwConfig::rho)
      .def_readonly("own", &HwConfig::own)
      .def_property_readonly("dims_reg", [](const HwConfig& c) { return c.r & 7; }, "value of DIMS")
      .def_property_readonly("m_reg", [](const HwConfig& c) { return pack_digits(c.m); }, "value of M")
      .def_property_readonly("rho_reg", [](const HwConfig& c) { return pack_digits(c.rho); }, "value of RHO")
      .def_property_readonly("addr_reg", [](const HwConfig& c) { return pack_digits(c.own); }, "value of ADDR")
      .def("__str__", &HwConfig::str);

  py::class_<HwView>(m, "HwView", "A configuration as the hardware sees it, with the model's hypercycle when valid.")
      .def(py::init<const HwConfig&>(), py::arg("config"))
      .def_readonly("regs", &HwView::regs)
      .def_readonly("error_bits", &HwView::error_bits, "the expected ERROR register")
      .def_property_readonly("valid", [](const HwView& v) { return v.graph.has_value(); })
      .def_property_readonly("nodes", [](const HwView& v) { return v.graph ? v.graph->nodes() : 0; })
      .def_property_readonly("degree", [](const HwView& v) { return v.graph ? v.graph->degree() : 0; })
      .def_property_readonly("diameters", [](const HwView& v) {
        std::vector<int> d;
        if (v.graph)
          for (int i = 0; i < v.graph->r(); ++i) d.push_back(v.graph->dim(i).diameter);
        return d;
      }, "D_i of each dimension in use (empty when invalid)");

  m.def(
      "packed_digits", [](const HwView& v, Node x) {
        if (!v.graph) throw py::value_error("packed_digits needs a valid configuration");
        return pack_digits(digits_of(*v.graph, x));
      },
      py::arg("view"), py::arg("node"), "Node x's digits as route_req_dst_i takes them.");
  m.def("expected_register", [](const HwView& v, int addr) { return expected_register(v, addr); },
        py::arg("view"), py::arg("addr"),
        "What reading register addr returns once the node is ready; None where it is not defined.");
  m.def(
      "expected_route", [](const HwView& v, uint16_t dst, uint16_t avail) {
        const RouteResponse r = expected_route(v, {dst, avail});
        return py::make_tuple(r.status, r.port);
      },
      py::arg("view"), py::arg("dst"), py::arg("avail"), "(status, port) the router answers.");
  m.def(
      "expected_bcast", [](const HwView& v, bool origin, int wd, int wc, int in_port) {
        const BcastResponse r = expected_bcast(v, {origin, wd, wc, in_port});
        return py::make_tuple(r.error, r.send, r.wd, r.wc);
      },
      py::arg("view"), py::arg("origin"), py::arg("wd"), py::arg("wc"), py::arg("in_port"),
      "(error, send, wd, wc) the broadcast unit answers; wd and wc 3 bits per port, 0 where not sent.");
  m.def(
      "bcast_response", [](bool error, uint16_t send, uint64_t wd, uint64_t wc) {
        const BcastResponse r = BcastResponse::from_ports(error, send, wd, wc);
        return py::make_tuple(r.error, r.send, r.wd, r.wc);
      },
      py::arg("error"), py::arg("send"), py::arg("wd"), py::arg("wc"),
      "A response as read from the ports, wd and wc cleared where nothing is sent (compare with expected_bcast).");
  m.def(
      "random_config", [](uint64_t seed) {
        std::mt19937_64 rng(seed);
        return random_placement(random_hypercycle(rng), rng);
      },
      py::arg("seed"), "A valid random hypercycle's registers at a random node, drawn from seed.");
  m.def(
      "random_registers", [](uint64_t seed) {
        std::mt19937_64 rng(seed);
        return random_registers(rng);
      },
      py::arg("seed"), "Random register values (mostly invalid), drawn from seed.");

  py::dict regs;
  for (int a = 0; a < kRegCount; ++a) regs[kRegNames[a]] = a;
  m.attr("REGS") = regs;  // register address by name, from rtl/regs/hc_node.rdl
  m.attr("ROUTE_ARRIVED") = static_cast<int>(kArrived);
  m.attr("ROUTE_PORT") = static_cast<int>(kPort);
  m.attr("ROUTE_WAIT") = static_cast<int>(kWait);
  m.attr("ROUTE_ERROR") = static_cast<int>(kError);
}
