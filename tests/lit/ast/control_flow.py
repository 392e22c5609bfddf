for i in range(3):
    if i:
        continue
    else:
        break
while True:
    pass
# RUN: ast
# CHECK: (For @1:0
# CHECK-NEXT: (target: Name i
# CHECK-NEXT: (iter: Call
# CHECK: (If @2:4
# CHECK: (Continue @3:8)
# CHECK: (orelse
# CHECK-NEXT: (Break @5:8)
# CHECK: (While @6:0
# CHECK: (Pass @7:4)
