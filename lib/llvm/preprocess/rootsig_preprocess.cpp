// Root-signature files through clang's preprocessor: the file is lexed as
// HLSL with -D/-U/-I, every directive evaluated by clang; what comes out is
// plain C data (tokens with locations, live macros and their expansions).
// clang's diagnostics are captured, never printed.
#include "rootsig_preprocess.h"

#include <clang/Basic/Diagnostic.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Basic/TargetInfo.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/CompilerInvocation.h>
#include <clang/Frontend/FrontendOptions.h>
#include <clang/Lex/Lexer.h>
#include <clang/Lex/MacroInfo.h>
#include <clang/Lex/PPCallbacks.h>
#include <clang/Lex/Preprocessor.h>
#include <clang/Lex/PreprocessorOptions.h>
#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/StringMap.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/VirtualFileSystem.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace {

// Bounds on hostile input (docs/cli.md, "Limits of preprocessed files"),
// each reported where it is reached. Work is bounded lazily: only what
// the run reads is expanded or kept. A macro that doubles at every level
// expands token by token, so a cap on tokens bounds the time.
//
// Tokens of live code kept for the scan of subobjects and attributes
// (about 90 bytes each). Past it a root-signature file is still read to
// its end, and a macro -E names still compiles.
constexpr size_t MaxTokens = 1u << 20;
// The HLSL reader keeps every token (it reads the whole file).
constexpr size_t MaxHlslTokens = 1u << 21;
// Tokens lexed in all, kept or not: the work of one run. clang keeps
// about 60 bytes for each token a macro expands to, so this bounds its
// memory too (about 0.5 GB).
constexpr size_t MaxLexedTokens = 1u << 23;
// The expansion of the macro -E names.
constexpr size_t MaxExpansionTokens = 1u << 20;
// --list expands every live macro: each up to this, all together up to
// MaxExpansionTokens; a macro past them is listed unexpanded.
constexpr size_t MaxListedMacroTokens = 1u << 16;
// Files entered by #include, counted at every entry (a file that includes
// itself twice per level doubles its work per level), and their bytes.
constexpr size_t MaxIncludes = 1u << 16;
constexpr uint64_t MaxIncludedBytes = uint64_t(256) << 20;
constexpr const char *ExpansionBuffer = "<dxsig expansion>";

// Strings handed to C live in the arena; file names are interned.
class Strings {
public:
  explicit Strings(dxsig_arena *A) : Arena(A) {}
  const char *copy(llvm::StringRef S) {
    const char *P = dxsig_arena_strndup(Arena, S.data(), S.size());
    if (!P)
      Failed = true;
    return P;
  }
  const char *intern(llvm::StringRef S) {
    auto [It, Inserted] = Interned.try_emplace(S, nullptr);
    if (Inserted)
      It->second = copy(S);
    return It->second;
  }
  dxsig_arena *Arena;
  bool Failed = false;

private:
  llvm::StringMap<const char *> Interned;
};

dxsig_rs_loc presumed(clang::SourceManager &SM, clang::SourceLocation L, Strings &S) {
  dxsig_rs_loc Out{nullptr, 0, 0};
  if (L.isInvalid())
    return Out;
  clang::PresumedLoc P = SM.getPresumedLoc(L);
  if (P.isInvalid())
    return Out;
  llvm::StringRef Name = P.getFilename();
  // A file found in the includer's folder when that is the working one.
  while (Name.starts_with("./"))
    Name = Name.drop_front(2);
  Out.file = S.intern(Name);
  Out.line = P.getLine();
  Out.col = P.getColumn();
  return Out;
}

// clang's diagnostics into dxsig's list, located in the file that has them.
class Forward : public clang::DiagnosticConsumer {
public:
  Forward(dxsig_diag_list *D, Strings &S, dxsig_rule R) : Diags(D), Str(S), Rule(R) {}
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    clang::DiagnosticConsumer::HandleDiagnostic(Level, Info);
    enum dxsig_severity Sev;
    switch (Level) {
    case clang::DiagnosticsEngine::Ignored:
      return;
    case clang::DiagnosticsEngine::Note:
    case clang::DiagnosticsEngine::Remark:
      Sev = DXSIG_NOTE;
      break;
    case clang::DiagnosticsEngine::Warning:
      Sev = DXSIG_WARNING;
      break;
    default:
      Sev = DXSIG_ERROR;
    }
    llvm::SmallString<256> Msg;
    Info.FormatDiagnostic(Msg);
    dxsig_rs_loc L{nullptr, 0, 0};
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      clang::SourceManager &SM = Info.getSourceManager();
      L = presumed(SM, SM.getFileLoc(Info.getLocation()), Str);
    }
    std::string Text(Msg.str());
    dxsig_diag_add_at(Diags, Sev, Rule, L.file, L.line, L.col, "%s",
                      Text.c_str());
  }

private:
  dxsig_diag_list *Diags;
  Strings &Str;
  dxsig_rule Rule;
};

// The macros defined, in order; the live ones are found at the end.
class RecordDefines : public clang::PPCallbacks {
public:
  struct Def {
    const clang::IdentifierInfo *Name;
    const clang::MacroInfo *Info;
  };
  std::vector<Def> Defs;
  void MacroDefined(const clang::Token &NameTok, const clang::MacroDirective *MD) override {
    if (MD && MD->getMacroInfo() && NameTok.getIdentifierInfo())
      Defs.push_back({NameTok.getIdentifierInfo(), MD->getMacroInfo()});
  }
};

// Every entry into an #included file, counted with its bytes. Past
// MaxIncludes or MaxIncludedBytes the files read so far (the main file
// among them) and every file entered later are include-once, as under
// #pragma once: a file that includes itself twice per level, which
// doubles the work at every level, then ends after one more pass over
// each file.
class IncludeBudget : public clang::PPCallbacks {
public:
  explicit IncludeBudget(clang::Preprocessor &PP) : PP(PP), SM(PP.getSourceManager()) {}
  void LexedFileChanged(clang::FileID FID, LexedFileChangeReason Reason,
                        clang::SrcMgr::CharacteristicKind, clang::FileID,
                        clang::SourceLocation) override {
    if (Reason != LexedFileChangeReason::EnterFile)
      return;
    clang::OptionalFileEntryRef File = SM.getFileEntryRefForID(FID);
    if (!File)
      return; // the predefines, an expansion buffer
    if (Exceeded) {
      once(*File);
      return;
    }
    Files.push_back(*File);
    if (FID == SM.getMainFileID())
      return;
    ++Count;
    Bytes += File->getSize();
    if (Count <= MaxIncludes && Bytes <= MaxIncludedBytes)
      return;
    Exceeded = true;
    At = SM.getIncludeLoc(FID);
    for (clang::FileEntryRef F : Files)
      once(F);
    Files.clear();
  }
  bool Exceeded = false;
  clang::SourceLocation At; // the #include that went past the budget
  size_t Count = 0;
  uint64_t Bytes = 0;

private:
  void once(clang::FileEntryRef File) {
    PP.getHeaderSearchInfo().MarkFileIncludeOnce(File);
    PP.markIncluded(File);
  }
  clang::Preprocessor &PP;
  clang::SourceManager &SM;
  std::vector<clang::FileEntryRef> Files;
};

class Lexing {
public:
  Lexing(clang::Preprocessor &PP, Strings &S, const std::vector<RecordDefines::Def> &Defs)
      : PP(PP), SM(PP.getSourceManager()), Str(S), Defs(Defs) {}

  bool token(const clang::Token &T, std::vector<dxsig_rs_token> &Out) {
    dxsig_rs_token R{};
    clang::tok::TokenKind K = T.getKind();
    if (clang::tok::isStringLiteral(K))
      R.kind = DXSIG_RS_TOKEN_STRING;
    else if (T.getIdentifierInfo())
      R.kind = DXSIG_RS_TOKEN_IDENT;
    else if (clang::tok::getPunctuatorSpelling(K))
      R.kind = DXSIG_RS_TOKEN_PUNCT;
    else
      R.kind = DXSIG_RS_TOKEN_OTHER;
    llvm::SmallString<64> Buffer;
    llvm::StringRef Spelling =
        T.getIdentifierInfo() ? T.getIdentifierInfo()->getName() : PP.getSpelling(T, Buffer);
    R.text = Str.copy(Spelling);
    R.len = Spelling.size();
    R.leading_space = T.hasLeadingSpace();
    clang::SourceLocation L = T.getLocation();
    clang::SourceLocation Spelled = SM.getSpellingLoc(L);
    // Pasted and stringized tokens are spelled in clang's scratch buffer:
    // they are located where the macro that made them was expanded.
    if (SM.isWrittenInScratchSpace(Spelled))
      Spelled = SM.getFileLoc(L);
    if (!L.isMacroID()) {
      R.loc = presumed(SM, Spelled, Str);
    } else {
      // A macro's body is located once, not at every expansion.
      auto [It, Inserted] = BodyLocs.try_emplace(Spelled.getRawEncoding());
      if (Inserted)
        It->second = presumed(SM, Spelled, Str);
      R.loc = It->second;
    }
    if (L.isMacroID() && !SM.isMacroArgExpansion(L)) {
      // The tokens of one expansion share its macro and its use.
      clang::FileID Expansion = SM.getFileID(L);
      if (Expansion != LastExpansion) {
        LastExpansion = Expansion;
        LastMacro = Str.intern(clang::Lexer::getImmediateMacroName(L, SM, PP.getLangOpts()));
        clang::SourceLocation Use = SM.getImmediateExpansionRange(L).getBegin();
        LastUse = presumed(SM, SM.getSpellingLoc(Use), Str);
        // Expanded where dxsig asked for it (-E): no use to point at.
        if (LastUse.file && llvm::StringRef(LastUse.file) == ExpansionBuffer)
          LastUse = dxsig_rs_loc{nullptr, 0, 0};
      }
      R.macro = LastMacro;
      R.use = LastUse;
    }
    Out.push_back(R);
    return !Str.Failed;
  }

  // The full expansion of an object-like macro as it stands now, the way
  // DXC's MacroExpander reads it: the name is lexed from a buffer of its
  // own, followed by a sentinel that ends the expansion. At most Max
  // tokens, and Budget together with the expansions before; past either
  // the rest is not expanded, and false is returned with *TooLarge set.
  bool expand(llvm::StringRef Name, size_t Max, size_t &Budget, std::vector<dxsig_rs_token> &Out,
              bool *TooLarge) {
    *TooLarge = false;
    std::string Text = std::string(Name) + "\n__dxsig_expansion_end__\n";
    clang::FileID FID =
        SM.createFileID(llvm::MemoryBuffer::getMemBufferCopy(Text, ExpansionBuffer));
    if (FID.isInvalid() || PP.EnterSourceFile(FID, nullptr, clang::SourceLocation()))
      return false;
    clang::Token T;
    for (;;) {
      PP.Lex(T);
      // Back in our buffer (the sentinel, or the name when it does not
      // expand): the expansion is over.
      if (T.is(clang::tok::eof) ||
          (T.getLocation().isFileID() && SM.getFileID(T.getLocation()) == FID))
        break;
      if (Out.size() >= Max || Budget == 0) {
        *TooLarge = true;
        break;
      }
      --Budget;
      if (!token(T, Out))
        return false;
    }
    // Past a limit the rest is not expanded: the expansions under way
    // above the buffer are dropped (an exponential one would never drain),
    // and the macros they were expanding enabled again, which clang does
    // only when an expansion ends.
    if (*TooLarge) {
      auto InOurBuffer = [&] {
        clang::PreprocessorLexer *File = PP.getCurrentFileLexer();
        return File && File->getFileID() == FID;
      };
      while (!PP.getCurrentLexer() && InOurBuffer())
        PP.RemoveTopOfLexerStack();
      for (const RecordDefines::Def &D : Defs)
        if (!D.Info->isEnabled())
          const_cast<clang::MacroInfo *>(D.Info)->EnableMacro();
      T.startToken();
    }
    // Drain to the sentinel so the buffer leaves the lexer stack quietly.
    while (!T.is(clang::tok::eof) &&
           !(T.getIdentifierInfo() && T.getIdentifierInfo()->getName() == "__dxsig_expansion_end__"))
      PP.Lex(T);
    return !*TooLarge;
  }

private:
  clang::Preprocessor &PP;
  clang::SourceManager &SM;
  Strings &Str;
  const std::vector<RecordDefines::Def> &Defs; // every macro defined
  llvm::DenseMap<clang::SourceLocation::UIntTy, dxsig_rs_loc> BodyLocs;
  clang::FileID LastExpansion;
  const char *LastMacro = nullptr;
  dxsig_rs_loc LastUse{nullptr, 0, 0};
};

// #pragma pack_matrix(row_major|column_major) as the tokens the HLSL
// reader looks for ("#pragma" pack_matrix ( NAME )), where it stands among
// the file's tokens; clang itself has no such pragma.
class PackMatrixPragma : public clang::PragmaHandler {
public:
  PackMatrixPragma(std::vector<dxsig_rs_token> &Out, Strings &S)
      : clang::PragmaHandler("pack_matrix"), Out(Out), Str(S) {}
  void HandlePragma(clang::Preprocessor &PP, clang::PragmaIntroducer Introducer,
                    clang::Token &) override {
    clang::Token T;
    std::vector<std::string> Words;
    for (PP.Lex(T); !T.is(clang::tok::eod) && !T.is(clang::tok::eof); PP.Lex(T))
      Words.push_back(PP.getSpelling(T));
    if (Words.size() != 3 || Words[0] != "(" || Words[2] != ")")
      return;
    dxsig_rs_loc L = presumed(PP.getSourceManager(), Introducer.Loc, Str);
    const char *Parts[] = {"#pragma", "pack_matrix", "(", Str.intern(Words[1]), ")"};
    for (const char *Part : Parts) {
      dxsig_rs_token R{};
      R.kind = Part == Parts[1] || Part == Parts[3] ? DXSIG_RS_TOKEN_IDENT : DXSIG_RS_TOKEN_PUNCT;
      R.text = Part;
      R.len = std::char_traits<char>::length(Part);
      R.loc = L;
      Out.push_back(R);
    }
  }

private:
  std::vector<dxsig_rs_token> &Out;
  Strings &Str;
};

// What the preprocessor may read besides the main file. Only regular files
// (and folders to search): a FIFO or a device named by an #include would
// block or never end. Restricted, only what lies under the including
// file's folder and the -I folders once symbolic links and '..' are
// resolved: a service compiling files it does not trust reads, and so
// quotes, nothing else (an absolute path elsewhere is "file not found").
class GuardedFileSystem
    : public llvm::RTTIExtends<GuardedFileSystem, llvm::vfs::ProxyFileSystem> {
public:
  static const char ID;
  GuardedFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS, llvm::StringRef Main,
                    const std::vector<std::string> &Roots, bool Restricted)
      : RTTIExtends(std::move(FS)), Restricted(Restricted) {
    MainReal = real(Main);
    for (const std::string &R : Roots)
      if (std::string Real = real(R); !Real.empty())
        this->Roots.push_back(Real);
  }

  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Path) override {
    llvm::ErrorOr<llvm::vfs::Status> S = ProxyFileSystem::status(Path);
    if (S && !allowed(Path, S->getType()))
      return std::make_error_code(std::errc::no_such_file_or_directory);
    return S;
  }
  bool exists(const llvm::Twine &Path) override { return bool(status(Path)); }
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override {
    llvm::ErrorOr<llvm::vfs::Status> S = ProxyFileSystem::status(Path);
    if (S && !allowed(Path, S->getType()))
      return std::make_error_code(std::errc::no_such_file_or_directory);
    return ProxyFileSystem::openFileForRead(Path);
  }

private:
  std::string real(const llvm::Twine &Path) {
    llvm::SmallString<256> Out;
    if (getUnderlyingFS().getRealPath(Path, Out))
      return std::string();
    return std::string(Out.str());
  }
  bool allowed(const llvm::Twine &Path, llvm::sys::fs::file_type Type) {
    std::string Real = real(Path);
    if (!Real.empty() && Real == MainReal)
      return true; // the input itself: the CLI has judged it
    if (Type != llvm::sys::fs::file_type::regular_file &&
        Type != llvm::sys::fs::file_type::directory_file)
      return false;
    if (!Restricted)
      return true;
    for (const std::string &Root : Roots)
      if (Real == Root || (llvm::StringRef(Real).starts_with(Root) &&
                           llvm::sys::path::is_separator(Real[Root.size()])))
        return true;
    return false;
  }

  bool Restricted;
  std::string MainReal;
  std::vector<std::string> Roots;
};
const char GuardedFileSystem::ID = 0;

template <typename T> const T *to_arena(dxsig_arena *A, const std::vector<T> &V, bool &Failed) {
  if (V.empty())
    return nullptr;
  T *P = static_cast<T *>(dxsig_arena_calloc(A, V.size(), sizeof(T)));
  if (!P) {
    Failed = true;
    return nullptr;
  }
  std::copy(V.begin(), V.end(), P);
  return P;
}

// Where clang's predefines buffer turns from its built-in macros to the
// command line's -D/-U (InitializePreprocessor writes this line marker).
constexpr llvm::StringLiteral CommandLineMarker = "# 1 \"<command line>\" 1";

// What every run shares, computed once per process: the HLSL invocation
// without -D/-U/-I, and the built-in macros clang predefines for it (392
// #defines, the same text every time; building them is a tenth of a run).
struct Baseline {
  std::unique_ptr<clang::CompilerInvocation> Invocation;
  std::string BuiltinMacros; // the predefines up to the command line's
};

// The target, the file and source managers, and the preprocessor.
bool create_preprocessor(clang::CompilerInstance &CI) {
  if (!CI.createTarget())
    return false;
  CI.createFileManager();
  CI.createSourceManager();
  CI.createPreprocessor(clang::TU_Complete);
  return true;
}

Baseline make_baseline() {
  Baseline B;
  // HLSL as clang 22 reads it (the DirectX target's predefined macros), no
  // default header: a preprocessor run, not a compilation.
  // clang's warnings stay on (#warning, a macro redefined): dxsig forwards
  // them.
  const char *Args[] = {"-x", "hlsl", "-triple", "dxilv1.0-pc-shadermodel6.0-library",
                        "input.hlsl"};
  clang::DiagnosticOptions DiagOpts;
  clang::DiagnosticsEngine Diags(clang::DiagnosticIDs::create(), DiagOpts,
                                 new clang::IgnoringDiagConsumer());
  auto Invocation = std::make_shared<clang::CompilerInvocation>();
  if (!clang::CompilerInvocation::CreateFromArgs(*Invocation, Args, Diags))
    return B;
  Invocation->getFrontendOpts().Inputs.clear();
  B.Invocation = std::make_unique<clang::CompilerInvocation>(*Invocation);

  clang::CompilerInstance CI(Invocation);
  // One consumer for both: createVirtualFileSystem does not own its own.
  auto *Ignore = new clang::IgnoringDiagConsumer();
  CI.createVirtualFileSystem(llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>(), Ignore);
  CI.createDiagnostics(Ignore, /*ShouldOwnClient=*/true);
  if (!create_preprocessor(CI))
    return B;
  llvm::StringRef All = CI.getPreprocessor().getPredefines();
  size_t At = All.find(CommandLineMarker);
  if (At != llvm::StringRef::npos)
    B.BuiltinMacros = All.substr(0, At).str();
  return B;
}

const Baseline &baseline() {
  static const Baseline B = make_baseline();
  return B;
}

} // namespace

extern "C" bool dxsig_pp_run(const struct dxsig_pp_options *opt, struct dxsig_arena *arena,
                             struct dxsig_rs_pp *out, struct dxsig_diag_list *diags) {
  *out = dxsig_rs_pp{};
  size_t errors_before = diags->error_count;
  const Baseline &Base = baseline();
  if (!Base.Invocation)
    return false;
  auto Invocation = std::make_shared<clang::CompilerInvocation>(*Base.Invocation);
  // -D and -U in that order, as clang applies them; -I after the includer's
  // folder, as clang's -I.
  clang::PreprocessorOptions &PPOpts = Invocation->getPreprocessorOpts();
  for (size_t i = 0; i < opt->define_count; ++i)
    PPOpts.addMacroDef(opt->defines[i]);
  for (size_t i = 0; i < opt->undefine_count; ++i)
    PPOpts.addMacroUndef(opt->undefines[i]);
  for (size_t i = 0; i < opt->include_dir_count; ++i)
    Invocation->getHeaderSearchOpts().AddPath(opt->include_dirs[i], clang::frontend::Angled,
                                              /*IsFramework=*/false, /*IgnoreSysRoot=*/true);
  // The built-in macros come from the baseline: clang builds only the
  // command line's part.
  bool Splice = !Base.BuiltinMacros.empty();
  PPOpts.UsePredefines = !Splice;

  Strings Str(arena);
  auto *Consumer =
      new Forward(diags, Str, opt->rule ? opt->rule : DXSIG_RULE_ROOTSIG_PREPROCESSOR);
  clang::CompilerInstance CI(std::move(Invocation));
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS = llvm::vfs::getRealFileSystem();
  if (opt->text) {
    auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
    Memory->addFile(opt->file, 0,
                    llvm::MemoryBuffer::getMemBufferCopy(llvm::StringRef(opt->text, opt->text_len),
                                                         opt->file));
    FS = Memory;
  }
  if (!opt->text) {
    std::vector<std::string> Roots;
    llvm::SmallString<256> Folder(opt->file);
    llvm::sys::path::remove_filename(Folder);
    Roots.push_back(Folder.empty() ? std::string(".") : std::string(Folder.str()));
    for (size_t i = 0; i < opt->include_dir_count; ++i)
      Roots.push_back(opt->include_dirs[i]);
    FS = llvm::makeIntrusiveRefCnt<GuardedFileSystem>(FS, opt->file, Roots,
                                                      opt->restrict_includes);
  }
  CI.createVirtualFileSystem(FS, Consumer);
  CI.createDiagnostics(Consumer, /*ShouldOwnClient=*/true);
  if (!create_preprocessor(CI))
    return false;
  clang::Preprocessor &PP = CI.getPreprocessor();
  size_t CommandLineAt = PP.getPredefines().find(CommandLineMarker);
  if (CommandLineAt == std::string::npos)
    CommandLineAt = 0;
  else if (Splice) {
    PP.setPredefines(Base.BuiltinMacros + PP.getPredefines().substr(CommandLineAt));
    CommandLineAt = Base.BuiltinMacros.size();
  }
  PP.IgnorePragmas();
  auto Record = std::make_unique<RecordDefines>();
  RecordDefines *Defines = Record.get();
  PP.addPPCallbacks(std::move(Record));
  auto Budget = std::make_unique<IncludeBudget>(PP);
  IncludeBudget *Includes = Budget.get();
  PP.addPPCallbacks(std::move(Budget));

  clang::FrontendInputFile Input(opt->file, clang::InputKind(clang::Language::HLSL));
  if (!CI.InitializeSourceManager(Input))
    return false;

  Consumer->BeginSourceFile(CI.getLangOpts(), &PP);
  Lexing Lex(PP, Str, Defines->Defs);
  std::vector<dxsig_rs_token> Tokens;
  if (opt->pack_matrix_pragmas)
    PP.AddPragmaHandler(new PackMatrixPragma(Tokens, Str));
  PP.EnterMainSourceFile();
  clang::SourceManager &SM = PP.getSourceManager();
  auto where = [&](const clang::Token &Tok) {
    return presumed(SM, SM.getFileLoc(Tok.getLocation()), Str);
  };
  // The HLSL reader needs every token; a root-signature file is read to
  // its end whatever it keeps, since a macro -E names may be defined last.
  size_t Keep = opt->tokens_only ? MaxHlslTokens : MaxTokens;
  dxsig_rule SizeRule = opt->tokens_only ? DXSIG_RULE_HLSL_LIMIT : DXSIG_RULE_ROOTSIG_SIZE;
  size_t Lexed = 0;
  bool Cut = false;
  dxsig_rs_loc CutAt{nullptr, 0, 0};
  clang::Token T;
  bool Ok = true;
  for (;;) {
    PP.Lex(T);
    if (T.is(clang::tok::eof))
      break;
    if (++Lexed > MaxLexedTokens) {
      dxsig_rs_loc L = where(T);
      dxsig_diag_add_at(diags, DXSIG_ERROR, SizeRule, L.file, L.line, L.col,
                        "more than %zu tokens after preprocessing: the file is not read further",
                        MaxLexedTokens);
      Ok = false;
      break;
    }
    if (Tokens.size() >= Keep && !Cut) {
      Cut = true;
      CutAt = where(T);
      if (opt->tokens_only) {
        dxsig_diag_add_at(diags, DXSIG_ERROR, SizeRule, CutAt.file, CutAt.line,
                          CutAt.col, "more than %zu tokens after preprocessing", Keep);
        Ok = false;
        break;
      }
    }
    if (Cut)
      continue;
    if (!Lex.token(T, Tokens)) {
      Ok = false;
      break;
    }
  }
  if (Includes->Exceeded) {
    dxsig_rs_loc L = presumed(SM, SM.getFileLoc(Includes->At), Str);
    if (Includes->Count > MaxIncludes)
      dxsig_diag_add_at(diags, DXSIG_ERROR, SizeRule, L.file, L.line, L.col,
                        "more than %zu files entered by #include: from here on each file is "
                        "included at most once",
                        MaxIncludes);
    else
      dxsig_diag_add_at(diags, DXSIG_ERROR, SizeRule, L.file, L.line, L.col,
                        "more than %llu MiB entered by #include: from here on each file is "
                        "included at most once",
                        (unsigned long long)(MaxIncludedBytes >> 20));
    Ok = false;
  }

  // The macros live at the end of the file, in the order they were defined
  // (clang's own predefined ones left out). Only the one -E names is
  // expanded (and listed); without a name, each of them.
  std::vector<dxsig_rs_macro> Macros;
  std::vector<std::vector<dxsig_rs_token>> Expansions;
  bool Fatal = CI.getDiagnostics().hasFatalErrorOccurred();
  size_t ExpansionBudget = MaxExpansionTokens;
  bool Named = false;
  for (const RecordDefines::Def &D : Defines->Defs) {
    if (!Ok || Fatal || opt->tokens_only)
      break;
    if (opt->macro && D.Name->getName() != opt->macro)
      continue;
    if (PP.getMacroInfo(D.Name) != D.Info)
      continue;
    // clang's built-in macros are not the file's (told apart by offset:
    // locating each of them would cost a tenth of a run).
    clang::SourceLocation Def = D.Info->getDefinitionLoc();
    if (Def.isFileID() && SM.getFileID(Def) == PP.getPredefinesFileID() &&
        SM.getFileOffset(Def) < CommandLineAt)
      continue;
    dxsig_rs_loc L = presumed(SM, Def, Str);
    if (!L.file || llvm::StringRef(L.file) == "<built-in>")
      continue;
    dxsig_rs_macro M{};
    M.name = Str.intern(D.Name->getName());
    M.loc = L;
    M.function_like = D.Info->isFunctionLike();
    Named = true;
    Expansions.emplace_back();
    bool TooLarge = false;
    size_t Max = opt->macro ? MaxExpansionTokens : MaxListedMacroTokens;
    if (!M.function_like && ExpansionBudget == 0) {
      M.too_large = MaxExpansionTokens; // not even started
    } else if (!M.function_like &&
               !Lex.expand(D.Name->getName(), Max, ExpansionBudget, Expansions.back(),
                           &TooLarge)) {
      bool Own = Expansions.back().size() >= Max;
      Expansions.back().clear();
      if (!TooLarge) {
        Ok = false;
        break;
      }
      M.too_large = Own ? Max : MaxExpansionTokens;
    }
    Macros.push_back(M);
  }
  // Past MaxTokens only a macro is read: the subobjects and attributes of
  // the tokens not kept are unknown, so none is.
  if (Cut && Ok) {
    if (opt->macro && Named) {
      Tokens.clear();
      Tokens.shrink_to_fit();
    } else {
      dxsig_diag_add_at(diags, DXSIG_ERROR, DXSIG_RULE_ROOTSIG_SIZE, CutAt.file, CutAt.line,
                        CutAt.col,
                        "more than %zu tokens after preprocessing: from a file this large only "
                        "a macro (-E NAME) is read as a root signature",
                        MaxTokens);
      Ok = false;
    }
  }
  Consumer->EndSourceFile();

  bool Failed = Str.Failed;
  for (size_t i = 0; i < Macros.size(); ++i) {
    Macros[i].tokens = to_arena(arena, Expansions[i], Failed);
    Macros[i].count = Macros[i].tokens ? Expansions[i].size() : 0;
  }
  out->tokens = to_arena(arena, Tokens, Failed);
  out->token_count = out->tokens ? Tokens.size() : 0;
  out->macros = to_arena(arena, Macros, Failed);
  out->macro_count = out->macros ? Macros.size() : 0;
  if (Failed)
    dxsig_diag_add(diags, DXSIG_ERROR, DXSIG_RULE_OUT_OF_MEMORY, "out of memory");
  return Ok && !Failed && diags->error_count == errors_before;
}
