# bash completion for dxsig. The words come from dxsig itself
# ('dxsig help --complete [COMMAND]'), so they are always those of the
# installed binary. Installed as share/bash-completion/completions/dxsig.
_dxsig() {
  local cur=${COMP_WORDS[COMP_CWORD]} words
  if [[ $COMP_CWORD -eq 1 ]]; then
    words=$("${COMP_WORDS[0]}" help --complete 2>/dev/null)
    COMPREPLY=($(compgen -W "$words" -- "$cur"))
    return
  fi
  if [[ ${COMP_WORDS[1]} == help ]]; then
    [[ $COMP_CWORD -eq 2 ]] && COMPREPLY=($(compgen -W "$("${COMP_WORDS[0]}" help --complete 2>/dev/null)" -- "$cur"))
    return
  fi
  if [[ $cur == -* ]]; then
    words=$("${COMP_WORDS[0]}" help --complete "${COMP_WORDS[1]}" 2>/dev/null)
    COMPREPLY=($(compgen -W "$words" -- "$cur"))
    [[ ${COMPREPLY[0]} == *= ]] && compopt -o nospace 2>/dev/null
    return
  fi
  COMPREPLY=($(compgen -f -- "$cur"))
}
complete -o filenames -F _dxsig dxsig
