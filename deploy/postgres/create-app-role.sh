#!/bin/sh
# The role the API serves with (DEPLOY.md, "Two database roles"): it may log in and nothing else. The API's
# migrations, run as the owner (MIGRATION_DATABASE_URL), give it its rights on the tables: read and write rows,
# only read and add to the audit log, never empty a table or change its structure.
# compose.yaml mounts this file into /docker-entrypoint-initdb.d/, so PostgreSQL's image runs it once, on the
# first start with an empty volume, as POSTGRES_USER (the owner). On a database that already exists, run it
# once by hand with the same variables:
#   docker compose exec -e APP_DB_PASSWORD postgres sh /docker-entrypoint-initdb.d/10-create-app-role.sh
set -eu
: "${APP_DB_PASSWORD:?set APP_DB_PASSWORD (openssl rand -hex 24)}"
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v app_role="${APP_DB_USER:-ivdrips_app}" -v app_password="$APP_DB_PASSWORD" <<'SQL'
CREATE ROLE :"app_role" LOGIN PASSWORD :'app_password';
SQL
