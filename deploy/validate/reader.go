package main

import (
	"bufio"
	"bytes"
)

func bufioReader(content []byte) *bufio.Reader {
	return bufio.NewReader(bytes.NewReader(content))
}
