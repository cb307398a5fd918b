package main

import (
	"bytes"
	"cmp"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/ezd-game/ezd/cmd/internal/journal"
	"github.com/ezd-game/ezd/combat"
	"github.com/ezd-game/ezd/terrain"
)

// crashGame is a whole battle by the step commands, to red's win, with an undo in the middle
// and one after the win: the steps the crash test kills ezd in.
var crashGame = []string{
	"initiative --dice 2,5", "activate blue:2", "attack red:2 --dice 6,1", "move --through rough",
	"activate red:1", "defend", "pass", "activate red:3", "attack blue:2 --cover light --dice 6,2",
	"attack blue:2 --dice 5,1", "done", "undo", "done", "initiative --dice 6,1", "activate red:1",
	"attack blue:3 --dice 5,5", "activate blue:3", "defend", "attack red:1 --dice 2,4",
	"activate red:4", "attack blue:3 --dice 6,1", "undo", "attack blue:3 --dice 6,1",
}

// A crash at any moment loses at most the step being written. The test plays whole
// battles with real ezd processes and kills each one (SIGKILL, nothing to clean up with)
// after a random delay, so that some die before they write, some in the middle of
// writing a step and its consequences or of undo's rewrite, and some after. After every
// kill the battle is read back from disk: it must be exactly the battle before the step or
// exactly the battle after it, and free to be played on. A step that was lost is played
// again until it sticks.
func TestBattleSurvivesKill(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("SIGKILL and flock are Unix")
	}
	seed := uint64(time.Now().UnixNano())
	t.Logf("random seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, seed>>1))
	data := t.TempDir()
	dir := filepath.Join(data, "ezd", "battles")
	// Bounded by count, not by time: on a quiet machine 60 kills take a few seconds, on a
	// loaded one longer; the ceiling only stops a machine too slow to prove anything.
	const want = 60
	deadline := time.Now().Add(2 * time.Minute)
	outcomes := map[string]int{}
	total := 0
	for game := 0; total < want && time.Now().Before(deadline); game++ {
		name := fmt.Sprintf("game%d", game)
		start := time.Now()
		if code, _, errOut := runEzd(t, data, "battle", "new", name, "--red", "sample:france-1940",
			"--blue", "sample:germany-1940", "--seed", "1"); code != 0 {
			t.Fatalf("battle new: exit %d: %s", code, errOut)
		}
		// A step takes about as long as starting a battle; the kills are spread over it.
		span := time.Since(start) * 3 / 2
		for i := 0; i < len(crashGame) && total < want && time.Now().Before(deadline); total++ {
			before, _ := readJournal(t, dir, name)
			after := expectAfter(t, before, crashGame[i])
			kill(t, data, time.Duration(rng.Int64N(int64(span))), append([]string{"battle", "-b", name}, strings.Fields(crashGame[i])...)...)
			got, how := readJournal(t, dir, name)
			switch {
			case bytes.Equal(got, after):
				outcomes["step kept"+how]++
				i++
			case bytes.Equal(got, before):
				outcomes["step lost"+how]++
			default:
				t.Fatalf("%s, killed during %q: the journal is neither the one before the step nor the one after it:\n%s\nwant\n%s\nor\n%s",
					name, crashGame[i], got, before, after)
			}
			// The kernel let go of the lock with the process.
			j, err := journal.Open(dir, name, nil)
			if err != nil {
				t.Fatalf("after the kill: %v", err)
			}
			j.Close()
		}
	}
	t.Logf("%d kills: %v", total, outcomes)
	if total < 20 {
		t.Errorf("only %d kills in the time allowed; the test proves little", total)
	}
}

// kill runs ezd with args and kills it after delay, or lets it finish if it is quicker.
func kill(t *testing.T, data string, delay time.Duration, args ...string) {
	t.Helper()
	cmd := exec.Command("ezd", args...)
	cmd.Env = ezdEnv(data)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(delay)
	_ = cmd.Process.Kill() // SIGKILL; an error means it had finished
	_ = cmd.Wait()         // a refusal's exit 1 is fine: the journal is what is checked
}

// readJournal reads the battle back as the next ezd would, and returns its journal as it
// would be after the reload, written out whole, and a note of what the reload found.
func readJournal(t *testing.T, dir, name string) ([]byte, string) {
	t.Helper()
	raw, err := os.ReadFile(journal.Path(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	d, err := combat.Decode(raw)
	if err != nil {
		t.Fatalf("battle %s cannot be read after a kill: %v\n%s", name, err, raw)
	}
	how := ""
	switch {
	case d.Torn != nil:
		how = ", half a line dropped"
	case d.Settled != nil:
		how = ", consequences added"
	}
	out, err := combat.Marshal(d.Battle.Journal())
	if err != nil {
		t.Fatal(err)
	}
	return out, how
}

// expectAfter returns the journal after the step, as the rules make it.
func expectAfter(t *testing.T, journalBefore []byte, step string) []byte {
	t.Helper()
	d, err := combat.Decode(journalBefore)
	if err != nil {
		t.Fatal(err)
	}
	b := d.Battle
	if err := play(b, strings.Fields(step)); err != nil {
		t.Fatalf("%q: %v", step, err)
	}
	out, err := combat.Marshal(b.Journal())
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// play makes one step of crashGame on b, as ezd battle does.
func play(b *combat.Battle, args []string) error {
	flags := map[string]string{}
	for i := 1; i+1 < len(args); i++ {
		if strings.HasPrefix(args[i], "--") {
			flags[args[i]] = args[i+1]
		}
	}
	throw := combat.FairDice()
	if d, ok := flags["--dice"]; ok {
		x, y, err := combat.ParseDice(d)
		if err != nil {
			return err
		}
		throw = combat.TableDice(x, y)
	}
	var err error
	switch args[0] {
	case "initiative":
		_, err = b.Initiative(throw)
	case "activate", "attack":
		r, rerr := b.State().Resolve(args[1])
		if rerr != nil {
			return rerr
		}
		if args[0] == "activate" {
			_, err = b.Activate(r)
			break
		}
		cover, cerr := terrain.Parse(cmp.Or(flags["--cover"], "none"))
		if cerr != nil {
			return cerr
		}
		_, err = b.Attack(r, cover, throw)
	case "move":
		kinds, kerr := terrain.ParseList(flags["--through"])
		if kerr != nil {
			return kerr
		}
		_, _, err = b.Move(kinds)
	case "defend":
		_, err = b.Defend()
	case "done":
		_, err = b.Done()
	case "pass":
		_, err = b.Pass()
	case "undo":
		_, err = b.Undo()
	default:
		return fmt.Errorf("unknown step %q", args[0])
	}
	return err
}
