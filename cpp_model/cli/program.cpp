#include "cpp_model/cli/program.h"

#include <iostream>
#include <sstream>

namespace hc::cli {

namespace {

std::string help_text(const std::string& program, const Command& c) {
  std::ostringstream s;
  s << "usage: " << program << " " << c.name << " [options]\n\n" << c.description << "\n\noptions:\n";
  std::vector<Option> all = c.options;
  all.push_back({"help", "", "show this help and exit"});
  for (const auto& o : all) {
    std::string left = "--" + o.name + (o.value.empty() ? "" : " " + o.value);
    s << "  " << left;
    if (left.size() < 22)
      s << std::string(22 - left.size(), ' ');
    else
      s << "\n" << std::string(24, ' ');
    s << o.help << "\n";
  }
  return s.str();
}

std::string program_help(const std::string& program, const std::string& about, const std::vector<Command>& cmds) {
  std::ostringstream s;
  s << "usage: " << program << " <command> [options]\n\n" << about << "\n\ncommands:\n";
  for (const auto& c : cmds) {
    s << "  " << c.name;
    s << (c.name.size() < 18 ? std::string(18 - c.name.size(), ' ') : std::string("  ")) << c.summary << "\n";
  }
  s << "\n'" << program << " <command> --help' describes a command and its options.\n";
  return s.str();
}

}  // namespace

int run_program(const std::string& program, const std::string& about, const std::vector<Command>& commands,
                int argc, char** argv) {
  std::vector<std::string> words(argv + 1, argv + argc);
  if (words.empty() || words[0] == "--help" || words[0] == "-h" || words[0] == "help") {
    (words.empty() ? std::cerr : std::cout) << program_help(program, about, commands);
    return words.empty() ? 2 : 0;
  }
  const Command* chosen = nullptr;
  size_t used = 0;
  for (const auto& c : commands) {
    std::istringstream s(c.name);
    std::vector<std::string> parts;
    for (std::string p; s >> p;) parts.push_back(p);
    if (parts.size() <= used || parts.size() > words.size()) continue;
    bool match = true;
    for (size_t i = 0; i < parts.size(); ++i) match = match && parts[i] == words[i];
    if (match) {
      chosen = &c;
      used = parts.size();
    }
  }
  if (!chosen) {
    std::string group;
    for (const auto& c : commands)
      if (c.name.compare(0, words[0].size() + 1, words[0] + " ") == 0) group += "\n  " + c.name + "  " + c.summary;
    if (!group.empty()) {
      bool asked = words.size() > 1 && (words[1] == "--help" || words[1] == "-h");
      (asked ? std::cout : std::cerr) << "usage: " << program << " " << words[0] << " <command> [options]\ncommands:"
                                      << group << "\n";
      return asked ? 0 : 2;
    }
    std::cerr << program << ": error: unknown command '" << words[0] << "' (see " << program << " --help)\n";
    return 2;
  }
  words.erase(words.begin(), words.begin() + static_cast<long>(used));
  for (const auto& w : words)
    if (w == "--help" || w == "-h") {
      std::cout << help_text(program, *chosen);
      return 0;
    }
  try {
    Args args(chosen->options, words);
    return chosen->run(args, std::cout);
  } catch (const Error& e) {
    std::cerr << program << ": error: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << program << ": internal error: " << e.what() << "\n";
    return 3;
  }
}

}  // namespace hc::cli
