// IR -> module, and the lines of a text file's node definitions (see
// parse_ir.h).
#include "parse_ir.h"
#include "md_slots.h"

#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/DenseSet.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/AsmParser/SlotMapping.h>
#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/Support/ErrorHandling.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <new>
#include <string>
#include <vector>

using namespace llvm;

namespace {
struct NodeLine {
  uint32_t slot, line, column;
};
struct Position {
  uint32_t line, column;
};
} // namespace

struct dxsig_glue_node_lines {
  std::vector<NodeLine> by_slot; // sorted by slot, one each
};

// The lines that define a node by number, "!N = ..." (blanks before and
// around the '=' allowed): file number -> where. The first wins.
static std::map<unsigned, Position> scan_definitions(StringRef text) {
  std::map<unsigned, Position> defs;
  uint32_t line = 1;
  size_t n = text.size();
  for (size_t start = 0; start < n; ++line) {
    size_t at = start;
    while (at < n && (text[at] == ' ' || text[at] == '\t'))
      ++at;
    if (at + 1 < n && text[at] == '!' && text[at + 1] >= '0' && text[at + 1] <= '9') {
      size_t d = at + 1;
      uint64_t number = 0;
      while (d < n && text[d] >= '0' && text[d] <= '9' && number <= UINT32_MAX)
        number = number * 10 + static_cast<unsigned>(text[d++] - '0');
      size_t eq = d;
      while (eq < n && (text[eq] == ' ' || text[eq] == '\t'))
        ++eq;
      if (number <= UINT32_MAX && eq < n && text[eq] == '=')
        defs.emplace(static_cast<unsigned>(number),
                     Position{line, static_cast<uint32_t>(at - start + 1)});
    }
    size_t newline = text.find('\n', start);
    if (newline == StringRef::npos)
      break;
    start = newline + 1;
  }
  return defs;
}

// Where each node is written: a numbered node at its definition, a node
// written inline (`!{i32 0}` inside another) at the definition that holds
// it. The first line wins.
static DenseMap<const MDNode *, Position> place_nodes(const SlotMapping &file_numbers,
                                                     StringRef text) {
  std::map<unsigned, Position> defs = scan_definitions(text);
  std::vector<std::pair<const MDNode *, Position>> numbered;
  DenseSet<const MDNode *> has_number;
  for (const auto &[number, node] : file_numbers.MetadataNodes) {
    auto def = defs.find(number);
    if (node && def != defs.end()) {
      numbered.push_back({node.get(), def->second});
      has_number.insert(node.get());
    }
  }
  std::sort(numbered.begin(), numbered.end(), [](const auto &a, const auto &b) {
    return a.second.line != b.second.line ? a.second.line < b.second.line
                                          : a.second.column < b.second.column;
  });
  DenseMap<const MDNode *, Position> where;
  std::vector<const MDNode *> stack;
  for (const auto &[node, pos] : numbered) {
    if (!where.try_emplace(node, pos).second)
      continue;
    stack.push_back(node);
    while (!stack.empty()) {
      const MDNode *n = stack.back();
      stack.pop_back();
      for (const MDOperand &op : n->operands()) {
        auto *child = dyn_cast_or_null<MDNode>(op.get());
        if (child && !has_number.contains(child) && where.try_emplace(child, pos).second)
          stack.push_back(child);
      }
    }
  }
  return where;
}

static dxsig_glue_node_lines *map_lines(const Module &m, const SlotMapping &file_numbers,
                                        StringRef text) {
  auto *lines = new (std::nothrow) dxsig_glue_node_lines;
  if (!lines)
    return nullptr;
  dxsig::PrintedSlots printed(&m);
  for (const auto &[node, pos] : place_nodes(file_numbers, text)) {
    int slot = printed.slot(node);
    if (slot >= 0)
      lines->by_slot.push_back({static_cast<uint32_t>(slot), pos.line, pos.column});
  }
  // A slot once each: the first line.
  std::sort(lines->by_slot.begin(), lines->by_slot.end(), [](const auto &a, const auto &b) {
    return a.slot != b.slot ? a.slot < b.slot : a.line < b.line;
  });
  lines->by_slot.erase(std::unique(lines->by_slot.begin(), lines->by_slot.end(),
                                   [](const auto &a, const auto &b) { return a.slot == b.slot; }),
                       lines->by_slot.end());
  return lines;
}

static char *copy_text(const std::string &s) {
  char *out = static_cast<char *>(std::malloc(s.size() + 1));
  if (out)
    std::memcpy(out, s.c_str(), s.size() + 1);
  return out;
}

// LLVM's parser recurses once per level of bracket nesting in a text
// module ("getelementptr (i8, ptr getelementptr (...), ...)", "{ { ... } }"),
// about 1.2 KiB a level for a GEP: 850,000 levels still parse on the CLI's
// 1 GiB stack, 1,000,000 overflow it (SIGSEGV). Deeper text is refused
// before parsing; MAX_NESTING leaves each level 4 KiB. Brackets inside
// strings ("...", c"...", @"...") and comments do not count.
static constexpr size_t MAX_NESTING = 250000;

// The offset of the first bracket past MAX_NESTING, or npos.
static size_t too_deep(StringRef text) {
  size_t depth = 0;
  for (size_t i = 0, n = text.size(); i < n; ++i) {
    char c = text[i];
    if (c == '"' || c == ';') { // a string ends at '"' (LLVM escapes it as \22), a comment at the line's end
      size_t end = text.find(c == '"' ? '"' : '\n', i + 1);
      if (end == StringRef::npos)
        break;
      i = end;
    } else if (c == '(' || c == '[' || c == '{' || c == '<') {
      if (++depth > MAX_NESTING)
        return i;
    } else if ((c == ')' || c == ']' || c == '}' || c == '>') && depth) {
      --depth;
    }
  }
  return StringRef::npos;
}

// The error of a module nested deeper than MAX_NESTING at offset at, as
// the parser writes its own (FILE:LINE:COLUMN: error: ...).
static std::string nesting_error(MemoryBufferRef ref, size_t at) {
  StringRef text = ref.getBuffer();
  StringRef before = text.take_front(at);
  size_t line = before.count('\n') + 1;
  size_t line_start = before.rfind('\n') + 1; // npos + 1 == 0
  std::string out;
  raw_string_ostream os(out);
  os << ref.getBufferIdentifier() << ":" << line << ":" << (at - line_start + 1)
     << ": error: nested more than " << MAX_NESTING
     << " levels deep (LLVM's parser recurses once per level)\n";
  return out;
}

extern "C" {

LLVMModuleRef dxsig_glue_parse_ir(LLVMContextRef ctx, LLVMMemoryBufferRef buf,
                                  struct dxsig_glue_node_lines **lines, char **error) {
  std::unique_ptr<MemoryBuffer> owned(unwrap(buf));
  *lines = nullptr;
  *error = nullptr;
  MemoryBufferRef ref = owned->getMemBufferRef();
  const auto *start = reinterpret_cast<const unsigned char *>(ref.getBufferStart());
  bool bitcode = isBitcode(start, start + ref.getBufferSize());
  size_t deep = bitcode ? StringRef::npos : too_deep(ref.getBuffer());
  if (deep != StringRef::npos) {
    *error = copy_text(nesting_error(ref, deep));
    return nullptr;
  }
  SMDiagnostic diag;
  SlotMapping file_numbers;
  std::unique_ptr<Module> m = bitcode ? parseIR(ref, diag, *unwrap(ctx))
                                      : parseAssembly(ref, diag, *unwrap(ctx), &file_numbers);
  if (!m) {
    std::string text;
    raw_string_ostream os(text);
    diag.print(nullptr, os, /*ShowColors=*/false);
    os.flush();
    *error = copy_text(text);
    return nullptr;
  }
  if (!bitcode)
    *lines = map_lines(*m, file_numbers, ref.getBuffer());
  return wrap(m.release());
}

uint32_t dxsig_glue_node_line(const struct dxsig_glue_node_lines *lines, uint32_t slot,
                              uint32_t *column) {
  *column = 0;
  if (!lines)
    return 0;
  auto it = std::lower_bound(lines->by_slot.begin(), lines->by_slot.end(), slot,
                             [](const NodeLine &a, uint32_t s) { return a.slot < s; });
  if (it == lines->by_slot.end() || it->slot != slot)
    return 0;
  *column = it->column;
  return it->line;
}

void dxsig_glue_node_lines_free(struct dxsig_glue_node_lines *lines) { delete lines; }

static void (*fatal_handler)(const char *reason);

static void on_new_failure() { fatal_handler("out of memory"); }

// LLVM's reasons for a failed allocation vary ("Allocation failed",
// "Buffer allocation failed"): one message says it.
static void on_bad_alloc(void *, const char *, bool) { fatal_handler("out of memory"); }

static void on_llvm_error(void *, const char *reason, bool) { fatal_handler(reason); }

void dxsig_glue_on_fatal_error(void (*handler)(const char *reason)) {
  fatal_handler = handler;
  // Without these, allocation failure inside LLVM aborts (std::bad_alloc
  // meets code built without exceptions; LLVM's own "LLVM ERROR: out of
  // memory" then abort()), and report_fatal_error prints "LLVM ERROR".
  std::set_new_handler(on_new_failure);
  install_bad_alloc_error_handler(on_bad_alloc);
  install_fatal_error_handler(on_llvm_error);
}

} // extern "C"
