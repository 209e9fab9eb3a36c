#!/usr/bin/env python3
"""A stand-in for SudokuPad's puzzle API on 127.0.0.1, for fetch_test.sh.

Usage: puzzle_server.py PORT_FILE LOG_FILE PAYLOAD
Listens on a free port (written to PORT_FILE once listening) and answers
GET /api/puzzle/<id> by id: `good` the f-puzzles payload PAYLOAD as
SudokuPad's API does ("fpuzzles" + payload), `html` a web page, `missing` 404, `big` 5 MiB with no Content-Length,
`slow` nothing for 30 s. Every request's path is appended to LOG_FILE.
"""
import http.server
import os
import sys
import time

port_file, log_file, payload = sys.argv[1], sys.argv[2], sys.argv[3]


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.0"

    def log_message(self, *args):
        pass

    def send_text(self, status, body, length=True):
        self.send_response(status)
        self.send_header("Content-Type", "text/plain")
        if length:
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        with open(log_file, "a") as log:
            log.write(self.path + "\n")
        name = self.path.rsplit("/", 1)[-1]
        if name == "good":
            self.send_text(200, ("fpuzzles" + payload).encode())
        elif name == "html":
            self.send_text(200, b"<!DOCTYPE html><html><body>not found</body></html>")
        elif name == "big":
            self.send_text(200, b"fpuzzles" + b"A" * (5 << 20), length=False)
        elif name == "slow":
            time.sleep(30)
            self.send_text(200, b"too late")
        else:
            self.send_text(404, b"no such puzzle")


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
with open(port_file + ".tmp", "w") as f:
    f.write(str(server.server_address[1]))
os.rename(port_file + ".tmp", port_file)
server.serve_forever()
