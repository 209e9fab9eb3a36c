# A generated stream for tests/batch/parallel_test.sh (and docs/parallel.md):
# `awk -v seed=S -v count=N -f stream_fixture.awk` prints N lines, the same
# for the same seed and awk. Most are 9x9 puzzles: a solution made by
# relabelling the shifted-rows pattern, with 20-64 random holes (unique and
# multi-solution puzzles); some are 4x4, some 16x16 with CRLF endings, some
# with r1c1 set to r1c2's digit (no solution when that is a given), and every
# 97th line is blank, every 89th malformed, every 83rd an ISS string.
function grid(n, b,   perm, i, j, t, r, c, s) {
  for (i = 0; i < n; i++) perm[i] = i
  for (i = n - 1; i > 0; i--) { j = int(rand() * (i + 1)); t = perm[i]; perm[i] = perm[j]; perm[j] = t }
  s = ""
  for (r = 0; r < n; r++)
    for (c = 0; c < n; c++) s = s substr(SYM[n], perm[(r * b + int(r / b) + c) % n] + 1, 1)
  return s
}
function holes(s, k,   i, p) {
  for (i = 0; i < k; i++) { p = int(rand() * length(s)) + 1; s = substr(s, 1, p - 1) "." substr(s, p + 1) }
  return s
}
BEGIN {
  srand(seed); SYM[4] = "1234"; SYM[9] = "123456789"; SYM[16] = "123456789ABCDEFG"
  for (i = 1; i <= count; i++) {
    k = rand()
    if (i % 97 == 0) print ""
    else if (i % 89 == 0) print "12345"
    else if (i % 83 == 0) print ".Shape~4x4.~R1C1_1.~R2C3_4"
    else if (k < 0.08) print holes(grid(4, 2), 6 + int(rand() * 6))
    else if (k < 0.12) printf "%s\r\n", holes(grid(16, 4), 60 + int(rand() * 100))
    else if (k < 0.14) { s = holes(grid(9, 3), 30); print substr(s, 2, 1) substr(s, 2) }
    else print holes(grid(9, 3), 20 + int(rand() * 45))
  }
}
