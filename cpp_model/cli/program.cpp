#include "cpp_model/cli/program.h"

#include <iostream>
#include <sstream>

#include "cpp_model/cli/printable.h"
#include "cpp_model/output_path.h"

namespace hc::cli {

namespace {

bool is_help(const std::string& word) { return word == "--help" || word == "-h"; }

// The commands named `head` or "head ...": a group when there is more than `head` itself.
std::vector<Command> group_of(const std::vector<Command>& commands, const std::string& head) {
  std::vector<Command> group;
  for (const auto& c : commands)
    if (c.name == head || c.name.compare(0, head.size() + 1, head + " ") == 0) group.push_back(c);
  return group;
}

// One aligned line per command: name and summary.
std::string command_list(const std::vector<Command>& commands) {
  std::ostringstream s;
  for (const auto& c : commands)
    s << "  " << c.name << (c.name.size() < 18 ? std::string(18 - c.name.size(), ' ') : std::string("  "))
      << c.summary << "\n";
  return s.str();
}

std::string program_help(const std::string& program, const std::string& about, const std::vector<Command>& commands) {
  return "usage: " + program + " <command> [options]\n\n" + about + "\n\ncommands:\n" + command_list(commands) + "\n'" +
         program + " <command> --help' describes a command and its options.\n";
}

// The usage of a group: its commands, the head first when it is a command itself.
std::string group_help(const std::string& program, const std::string& head, const std::vector<Command>& group) {
  const bool runs = group.front().name == head;
  return "usage: " + program + " " + head + (runs ? " [<command>]" : " <command>") + " [options]\n\ncommands:\n" +
         command_list(group) + "\n'" + program + " <command> --help' describes a command and its options.\n";
}

std::string help_text(const std::string& program, const Command& c, const std::vector<Command>& commands) {
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
  const std::vector<Command> group = group_of(commands, c.name);
  if (group.size() > 1)
    s << "\nmore commands:\n" << command_list(std::vector<Command>(group.begin() + 1, group.end()));
  return s.str();
}

// "program: error: message" on stderr, user input quoted; exit status 2.
int fail(const std::string& program, const std::string& message) {
  std::cerr << program << ": error: " << printable(message) << "\n";
  return 2;
}

// The command named by the leading words, or nullptr: the one with the most words matching.
const Command* choose(const std::vector<Command>& commands, const std::vector<std::string>& words, size_t& used) {
  const Command* chosen = nullptr;
  used = 0;
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
  return chosen;
}

int dispatch(const std::string& program, const std::string& about, const std::vector<Command>& commands,
             std::vector<std::string> words) {
  if (words.empty() || is_help(words[0]) || words[0] == "help") {
    (words.empty() ? std::cerr : std::cout) << program_help(program, about, commands);
    return words.empty() ? 2 : 0;
  }
  size_t used = 0;
  const Command* chosen = choose(commands, words, used);
  if (!chosen) {
    const std::vector<Command> group = group_of(commands, words[0]);
    if (group.empty()) return fail(program, "unknown command '" + words[0] + "' (see " + program + " --help)");
    if (words.size() > 1 && is_help(words[1])) {
      std::cout << group_help(program, words[0], group);
      return 0;
    }
    if (words.size() > 1 && words[1].compare(0, 1, "-") != 0)
      fail(program, "unknown command '" + words[0] + " " + words[1] + "'");
    std::cerr << group_help(program, words[0], group);
    return 2;
  }
  words.erase(words.begin(), words.begin() + static_cast<long>(used));
  for (const auto& w : words)
    if (is_help(w)) {
      std::cout << help_text(program, *chosen, commands);
      return 0;
    }
  try {
    Args args(chosen->options, words);
    return chosen->run(args, std::cout);
  } catch (const UsageError& e) {
    // A group's head given alone: the user may be looking for the group's other commands.
    const std::vector<Command> group = group_of(commands, chosen->name);
    fail(program, e.what());
    if (words.empty() && group.size() > 1) std::cerr << group_help(program, chosen->name, group);
    return 2;
  } catch (const Error& e) {
    return fail(program, e.what());
  } catch (const std::exception& e) {
    std::cerr << program << ": internal error: " << printable(e.what()) << "\n";
    return 3;
  }
}

}  // namespace

int run_program(const std::string& program, const std::string& about, const std::vector<Command>& commands,
                int argc, char** argv) {
  const int status = dispatch(program, about, commands, std::vector<std::string>(argv + 1, argv + argc));
  if (!stdout_written()) return fail(program, "cannot write standard output");
  return status;
}

int run_tool(const std::string& program, const std::function<void(std::ostream&)>& usage,
             const std::vector<Option>& options, const std::function<int(const Args&)>& run, int argc,
             char** argv) {
  const std::vector<std::string> words(argv + 1, argv + argc);
  for (const auto& w : words)
    if (is_help(w)) {
      usage(std::cout);
      for (const auto& o : options)
        std::cout << "  --" << o.name << (o.value.empty() ? "" : " " + o.value) << "\n      " << o.help << "\n";
      return 0;
    }
  try {
    return run(Args(options, words));
  } catch (const std::exception& e) {
    std::cerr << program << ": error: " << printable(e.what()) << "\n";
    return 2;
  }
}

}  // namespace hc::cli
