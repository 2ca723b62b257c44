#!/usr/bin/env bash
# A single-node Apache Kafka broker (KRaft, broker+controller in one JVM) for tests and benchmarks, without Docker:
# the broker's jars come from Maven Central through Maven (test/kafka/broker-pom.xml pins the version) and run on
# Java 17. Everything lives under .tmp/kafka/ (jar cache, Maven repository, data, logs, pid).
#   bash test/kafka/broker.sh fetch     resolve the jars (cached)
#   bash test/kafka/broker.sh start     format storage on first start, start, wait until it serves metadata
#   bash test/kafka/broker.sh stop      SIGTERM, wait for a clean shutdown (data is kept, start resumes it)
#   bash test/kafka/broker.sh kill      SIGKILL (an outage without goodbye)
#   bash test/kafka/broker.sh reset     stop and delete the data (next start formats a fresh cluster)
#   bash test/kafka/broker.sh env       print KAFKA_BROKERS=… for `source <(…)`
# Settings: KAFKA_TEST_PORT (default 19092; the controller listens on the next port).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
VERSION=$(sed -n 's:.*<kafka.version>\(.*\)</kafka.version>.*:\1:p' test/kafka/broker-pom.xml)
HOME_DIR="$ROOT/.tmp/kafka"
LIBS="$HOME_DIR/$VERSION/libs"
DATA="$HOME_DIR/data"
PID_FILE="$HOME_DIR/broker.pid"
LOG="$HOME_DIR/broker.log"
PORT=${KAFKA_TEST_PORT:-19092}
CONTROLLER_PORT=$((PORT + 1))

fetch() {
  if [ -f "$LIBS/.complete" ]; then return; fi
  command -v mvn >/dev/null || { echo "broker.sh: Maven (mvn) is required" >&2; exit 1; }
  command -v java >/dev/null || { echo "broker.sh: Java 17 is required" >&2; exit 1; }
  echo "broker.sh: resolving Apache Kafka $VERSION from Maven Central" >&2
  mkdir -p "$LIBS"
  mvn -q -B -f test/kafka/broker-pom.xml -Dmaven.repo.local="$HOME_DIR/m2" \
    dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$LIBS" >&2
  touch "$LIBS/.complete"
}

running() { [ -f "$PID_FILE" ] && kill -0 "$(cat "$PID_FILE")" 2>/dev/null; }

write_config() {
  mkdir -p "$DATA"
  cat >"$HOME_DIR/server.properties" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$PORT,CONTROLLER://127.0.0.1:$CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT
log.dirs=$DATA
num.partitions=3
auto.create.topics.enable=true
offsets.topic.replication.factor=1
offsets.topic.num.partitions=3
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
group.initial.rebalance.delay.ms=0
PROPS
  cat >"$HOME_DIR/log4j2.properties" <<PROPS
status = warn
appender.file.type = File
appender.file.name = file
appender.file.fileName = $LOG
appender.file.layout.type = PatternLayout
appender.file.layout.pattern = [%d] %p %m (%c)%n
rootLogger.level = info
rootLogger.appenderRef.file.ref = file
logger.kafka.name = kafka
logger.kafka.level = warn
logger.apache.name = org.apache.kafka
logger.apache.level = warn
logger.started.name = kafka.server.KafkaRaftServer
logger.started.level = info
PROPS
}

java_cmd() {
  java -Xms256m -Xmx512m -XX:+UseG1GC -Djava.awt.headless=true \
    -Dlog4j2.configurationFile="$HOME_DIR/log4j2.properties" -cp "$LIBS/*" "$@"
}

# Ready = a client gets metadata from the broker (not merely an open port).
wait_ready() {
  local deadline=$((SECONDS + 90))
  until node -e "
    const { Admin } = require('@platformatic/kafka');
    const admin = new Admin({ clientId: 'broker-sh', bootstrapBrokers: ['127.0.0.1:$PORT'], retries: 0 });
    admin.metadata({ topics: [] }).then(() => admin.close()).then(
      () => process.exit(0), () => process.exit(1));" 2>/dev/null; do
    if ! running; then echo "broker.sh: broker exited; see $LOG" >&2; tail -20 "$LOG" >&2 || true; exit 1; fi
    if [ $SECONDS -ge $deadline ]; then echo "broker.sh: broker not ready in 90 s; see $LOG" >&2; exit 1; fi
    sleep 0.5
  done
}

start() {
  fetch
  if running; then wait_ready; return; fi
  write_config
  if [ ! -f "$DATA/meta.properties" ]; then
    java_cmd kafka.tools.StorageTool format -t "$(java_cmd kafka.tools.StorageTool random-uuid)" \
      -c "$HOME_DIR/server.properties" >/dev/null
  fi
  nohup java -Xms256m -Xmx512m -XX:+UseG1GC -Djava.awt.headless=true \
    -Dlog4j2.configurationFile="$HOME_DIR/log4j2.properties" -cp "$LIBS/*" \
    kafka.Kafka "$HOME_DIR/server.properties" >>"$HOME_DIR/broker.out" 2>&1 &
  echo $! >"$PID_FILE"
  wait_ready
  echo "broker.sh: Kafka $VERSION ready on 127.0.0.1:$PORT (pid $(cat "$PID_FILE"))" >&2
}

stop() {
  local signal=${1:-TERM}
  if ! running; then rm -f "$PID_FILE"; return; fi
  local pid
  pid=$(cat "$PID_FILE")
  kill "-$signal" "$pid"
  local deadline=$((SECONDS + 60))
  while kill -0 "$pid" 2>/dev/null; do
    if [ $SECONDS -ge $deadline ]; then kill -KILL "$pid" 2>/dev/null || true; fi
    sleep 0.2
  done
  rm -f "$PID_FILE"
}

case "${1:-}" in
  fetch) fetch ;;
  start) start ;;
  stop) stop TERM ;;
  kill) stop KILL ;;
  reset) stop TERM; rm -rf "$DATA" "$LOG" "$HOME_DIR/broker.out" ;;
  env) echo "KAFKA_BROKERS=127.0.0.1:$PORT" ;;
  *) echo "usage: $0 fetch|start|stop|kill|reset|env" >&2; exit 2 ;;
esac
