module example.com/gate

go 1.26.0
