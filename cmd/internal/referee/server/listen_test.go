package server

import (
	"fmt"
	"net"
	"strings"
	"testing"
)

func TestListenErrorSaysThePortIsTaken(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	addr := ln.Addr().String()
	_, err = net.Listen("tcp", addr)
	if err == nil {
		t.Fatalf("listened twice on %s", addr)
	}
	got := listenError(addr, err).Error()
	port := ln.Addr().(*net.TCPAddr).Port
	if !strings.Contains(got, "the port is taken") || !strings.Contains(got, "--addr 127.0.0.1:") || strings.Contains(got, fmt.Sprintf(":%d)", port)) {
		t.Errorf("listen on a taken port: %q; want it called taken, with another port near it to try", got)
	}
}

func TestListenErrorGivesNoWrongHint(t *testing.T) {
	_, err := net.Listen("tcp", "192.0.2.1:8080") // TEST-NET-1: no machine has it
	if err == nil {
		t.Skip("this machine has 192.0.2.1")
	}
	got := listenError("192.0.2.1:8080", err).Error()
	if strings.Contains(got, "another server") || strings.Contains(got, "administrator") {
		t.Errorf("listen on an address this machine lacks: %q; want no hint about ports", got)
	}
}
