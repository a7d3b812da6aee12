# lit configuration for dxsig. Run through the build tree's site config:
#   lit -sv build/test/lit        (or: cmake --build build --target check)
import os
import sys

import lit.formats
import lit.util

config.name = "dxsig"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".test", ".hlsl"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.dxsig_obj_root, "test", "lit")

# LLVM 22's tools first: LLVM 14 is installed beside it.
config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])

plugin = os.path.join(config.dxsig_obj_root, "lib", "DXSig.so")
cli = os.path.join(config.dxsig_obj_root, "bin", "dxsig")
opt = os.path.join(config.llvm_tools_dir, "opt")

# The sanitized plugin runs inside Debian's unsanitized opt: the ASan runtime
# has to be loaded first, and opt's own (intended) leaks are not ours.
opt_env = ""
if config.dxsig_sanitize:
    opt_env = "env LD_PRELOAD=%s ASAN_OPTIONS=detect_leaks=0 " % config.asan_runtime
    config.available_features.add("sanitize")
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1"

config.substitutions.append(("%dxsig-opt", "%s%s -load-pass-plugin=%s" % (opt_env, opt, plugin)))
config.substitutions.append(("%dxsig", cli))
config.substitutions.append(("%plugin", plugin))
config.substitutions.append(("%examples", os.path.join(config.dxsig_src_root, "examples")))
config.substitutions.append(("%build", config.dxsig_obj_root))
config.substitutions.append(("%cc", config.c_compiler))
config.substitutions.append(("%cmake", config.cmake_command))
config.substitutions.append(("%src", config.dxsig_src_root))
# The interpreter running lit: a "python3" on PATH may be a slow shim
# (pyenv's takes seconds per start on a loaded machine).
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(
    ("%exit-code", sys.executable + " " + os.path.join(config.test_source_root, "Inputs", "exit-code.py")))
config.substitutions.append(
    ("%fault", sys.executable + " " + os.path.join(config.test_source_root, "Inputs", "fault.py")))
config.substitutions.append(
    ("%on-terminal", sys.executable + " " + os.path.join(config.test_source_root, "Inputs", "on-terminal.py")))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
# Runs the ```console commands of a document (test/lit/Inputs/doc-commands.py).
config.substitutions.append(
    ("%doc-commands", "%s %s --src %s --build %s --llvm-bin %s%s" % (
        sys.executable, os.path.join(config.test_source_root, "Inputs", "doc-commands.py"),
        config.dxsig_src_root, config.dxsig_obj_root, config.llvm_tools_dir,
        (" --opt-prefix '%s' --cflags=-fsanitize=address,undefined" % opt_env.strip())
        if opt_env else "")))
config.substitutions.append(
    ("%sanitize-flags", "-fsanitize=address,undefined" if config.dxsig_sanitize else ""))
