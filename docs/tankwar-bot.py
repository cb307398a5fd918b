import json, sys
STEP = [(-1, 0), (0, 1), (1, 0), (0, -1)]  # facings 0 up, 1 right, 2 down, 3 left
for line in sys.stdin:
    turn = json.loads(line)
    me, area = turn["tanks"][turn["you"] - 1], turn["area"]
    def room(d):  # how far from the area's edge the tank is after moving in facing d
        x, y = me["x"] + STEP[d][0], me["y"] + STEP[d][1]
        return min(x - area["min"], area["max"] - x, y - area["min"], area["max"] - y)
    facing = [me["dir"], (me["dir"] + 3) % 4, (me["dir"] + 1) % 4]  # after actions 0, 1, 2
    print(max(range(3), key=lambda a: room(facing[a])), flush=True)
