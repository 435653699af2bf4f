# Bibliothèque PME — every target installs what it needs and skips what is already done.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

PYTHON ?= python3
PORT ?= 8000
VENV := .venv
BIN := $(VENV)/bin
PY_STAMP := $(VENV)/.installed
NODE_STAMP := web/node_modules/.installed
CHROMIUM ?= /usr/bin/chromium
BENCH_PARTS := build weight lighthouse serving leads resilience observatory summary scale

export PATH := $(CURDIR)/$(BIN):$(PATH)

.PHONY: help run run-deps test build serve dev screenshots bench $(addprefix bench-,$(BENCH_PARTS)) lint typecheck test-python test-web test-units test-e2e deps chromium postgresql nginx clean

help:
	@echo "make run    install, build and serve on http://127.0.0.1:$(PORT)"
	@echo "make test   install and run every test (pytest, Vitest, Playwright, lint, types)"
	@echo "make build  check content and build dist/;  make serve  serve dist/ (PORT=)"
	@echo "make dev    Vite dev server with hot reload"
	@echo "make bench  benchmarks (bench/README.md); make bench-<part> for one part"
	@echo "make screenshots  PNGs of every screen at 390 and 1280 px (web/test-results/screenshots)"

# ---- installation -------------------------------------------------------------------------

# Python packages through uv (pinned below; pip installs it into the venv, ~2 s), which installs
# the locked set in ~3 s where pip took 22 s (serving) and 44 s (with the test tooling); pip is
# the fallback when uv cannot reach its index. `make run` installs what serving and the build
# need; `make test` adds the test tooling (`[dev]`).
UV_VERSION := 0.9.0
PY_RUN_STAMP := $(VENV)/.installed-run
NODE_RUN_STAMP := web/node_modules/.installed-run
install_python = $(BIN)/uv pip install --quiet --python $(BIN)/python -c requirements.lock $(1) \
	|| $(BIN)/python -m pip install --quiet --disable-pip-version-check -c requirements.lock $(1)

$(BIN)/uv:
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check uv==$(UV_VERSION)

$(PY_RUN_STAMP): pyproject.toml requirements.lock | $(BIN)/uv
	$(call install_python,-e .)
	@touch $@

$(PY_STAMP): pyproject.toml requirements.lock | $(BIN)/uv
	$(call install_python,-e '.[dev]')
	@touch $@ $(PY_RUN_STAMP)

# Not `npm ci`: the package mirror here lacks other platforms' optional binaries, so `npm ci`
# rejects every lock file as incomplete. `npm install --no-save` installs the locked versions
# and never rewrites package-lock.json. `dependencies` are what the build needs, `devDependencies`
# the test tooling: `make run` omits them (9 s instead of 17), unless they are installed already
# (`--omit=dev` would remove them).
$(NODE_STAMP): web/package.json web/package-lock.json
	cd web && npm install --no-save --no-audit --no-fund --loglevel=error
	@touch $@ $(NODE_RUN_STAMP)

$(NODE_RUN_STAMP): web/package.json web/package-lock.json
	@if [ -e $(NODE_STAMP) ] && [ $(NODE_STAMP) -nt web/package.json ] && [ $(NODE_STAMP) -nt web/package-lock.json ]; then :; \
	else rm -f $(NODE_STAMP); cd web && npm install --no-save --omit=dev --no-audit --no-fund --loglevel=error; fi
	@touch $@

run-deps: $(PY_RUN_STAMP) $(NODE_RUN_STAMP)
deps: $(PY_STAMP) $(NODE_STAMP)

chromium:
	@test -x $(CHROMIUM) || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

# The lead tests start their own PostgreSQL server from these binaries (initdb, pg_ctl).
postgresql:
	@compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; }

# The deployment test runs `bibliotheque deploy nginx`'s configuration in Debian's nginx.
nginx:
	@test -x /usr/sbin/nginx || command -v nginx >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null; }

# ---- the two commands --------------------------------------------------------------------

run: run-deps
	$(BIN)/bibliotheque build --out dist
	$(BIN)/bibliotheque serve --dist dist --port $(PORT)

# The site is built before pytest: tests/bench/test_page_growth.py compares a 300-article build with it.
test: deps chromium postgresql nginx lint typecheck build test-units test-e2e
	@echo "all tests passed"

# ---- pieces ---------------------------------------------------------------------------------

build: deps
	$(BIN)/bibliotheque build --out dist

serve: $(PY_STAMP)
	$(BIN)/bibliotheque serve --dist dist --port $(PORT)

dev: deps
	$(BIN)/bibliotheque build --data-only
	$(BIN)/bibliotheque build --data-only --watch & trap "kill $$!" EXIT; cd web && npx react-router dev

lint: deps
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench
	$(BIN)/lint-imports
	cd web && npx eslint .
	cd web && npm run --silent cycles

typecheck: deps
	$(BIN)/mypy
	$(BIN)/bibliotheque build --data-only
	cd web && npx react-router typegen && npx tsc --noEmit

# Two workers (pytest-xdist): the suite waits on servers and subprocesses as much as it computes
# (6 min 49 s in one process, 5 min 4 s in two, on this 2-core machine under load).
test-python: deps postgresql nginx
	$(BIN)/pytest -n 2

test-web: deps
	cd web && npx vitest run

# pytest and Vitest side by side (pytest waits on servers and subprocesses much of its time): about
# a minute less than one after the other, which keeps `make test` under CI's 20 minutes. Vitest's
# output is printed after pytest's; either failing fails the target.
test-units: deps postgresql nginx
	@log=$$(mktemp); \
	(cd web && npx vitest run) > $$log 2>&1 & web=$$!; \
	$(BIN)/pytest -n 2; python=$$?; \
	wait $$web; vitest=$$?; cat $$log; rm -f $$log; \
	echo "pytest exit $$python, Vitest exit $$vitest"; test $$python -eq 0 && test $$vitest -eq 0

test-e2e: deps chromium postgresql nginx
	cd web && CHROMIUM_PATH=$(CHROMIUM) npx playwright test

# Screenshots of one page per screen at 390 and 1280 px (SCREENSHOTS_DARK=1 adds dark) into
# web/test-results/screenshots/, from the built dist/.
screenshots: deps chromium
	cd web && SCREENSHOTS=1 CHROMIUM_PATH=$(CHROMIUM) npx playwright test e2e/screenshots.spec.ts

# Benchmarks (bench/README.md): not tests, never part of `make test`. `make bench` runs every part
# (14–21 min on this shared 2-core machine); `make bench-<part>` one of them. Each installs its own tools (wrk, nginx, npm
# packages in bench/node_modules) when missing.
bench: deps chromium postgresql
	$(MAKE) -C bench all

$(addprefix bench-,$(BENCH_PARTS)): bench-%: deps
	$(MAKE) -C bench $*

bench-lighthouse: chromium
bench-leads: postgresql

clean:
	rm -rf dist web/build web/.generated web/.react-router web/src/generated
