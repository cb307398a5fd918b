package web

import (
	"io/fs"
	"net/http"
)

// Static serves the files of fsys (a server's embedded assets), to be mounted under a
// prefix with http.StripPrefix. A directory, the root included, is a 404, never a listing.
func Static(fsys fs.FS) http.Handler { return http.FileServerFS(filesOnly{fsys}) }

// filesOnly is a file system in which directories do not exist.
type filesOnly struct{ fsys fs.FS }

// Open opens a file of the file system, or fails with fs.ErrNotExist for a directory.
func (f filesOnly) Open(name string) (fs.File, error) {
	file, err := f.fsys.Open(name)
	if err != nil {
		return nil, err
	}
	st, err := file.Stat()
	if err == nil && st.IsDir() {
		err = &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	if err != nil {
		file.Close()
		return nil, err
	}
	return file, nil
}
