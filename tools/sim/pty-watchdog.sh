# socat for `carom sim --pty`, ended with the simulator however it ends (kill -9 included):
# the simulator holds the other end of this script's standard input, which the kernel closes
# when the simulator dies; then socat is ended and its folder removed.
# Usage: sh pty-watchdog.sh FOLDER SOCAT-ARGUMENTS...
command -v socat >/dev/null || exit 127
folder=$1
shift
exec 3<&0
socat "$@" &
socat=$!
{ cat >/dev/null; kill "$socat" 2>/dev/null; } <&3 &
watcher=$!
exec 3<&-
wait "$socat"
status=$?
kill "$watcher" 2>/dev/null
rm -rf "$folder"
exit "$status"
